import { InboxOutlined } from '@ant-design/icons';
import { Alert, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../../components/PageContainer';
import { useTranslation } from '../../../../lib/useTranslation';
import { readSheet, type SheetRows } from './readSheet';

/** Import a CSV or XLSX file: its rows in a table, with a progress bar while a large file is read. */
export default function ImportPage() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [sheet, setSheet] = useState<SheetRows | null>(null);
  const [error, setError] = useState('');

  const load = async (file: File) => {
    setError('');
    setSheet(null);
    setProgress(0);
    try {
      setSheet(await readSheet(file, (ratio) => setProgress(Math.round(ratio * 100))));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };

  const columns = (sheet?.header ?? []).map((title, index) => ({
    title: title || `#${index + 1}`,
    dataIndex: index,
    key: index,
    ellipsis: true,
  }));
  const data = (sheet?.rows ?? []).map((row, index) => ({ ...row, key: index }));

  return (
    <PageContainer
      title={t('route.demo.import')}
      header={t('demo.import.hint')}
      footer={sheet && t('demo.import.count', { count: sheet.rows.length })}
    >
      <Upload.Dragger
        accept=".csv,.xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void load(file);
          return false;
        }}
        data-testid="import-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('demo.import.drop')}</p>
      </Upload.Dragger>
      {progress !== null && (
        <Progress percent={progress} data-testid="import-progress" style={{ marginTop: 16 }} />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
      {sheet && (
        <Table
          style={{ marginTop: 16 }}
          data-testid="import-table"
          size="small"
          columns={columns}
          dataSource={data}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, showSizeChanger: false }}
        />
      )}
    </PageContainer>
  );
}
