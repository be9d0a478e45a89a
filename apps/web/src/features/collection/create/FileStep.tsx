import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';

/** Choose a CSV or XLSX file and upload it; while it goes, its progress, then the server's check. */
export function FileStep(p: { uploading: number | null; onUpload: (file: File) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const file = files[0]?.originFileObj;
  if (p.uploading !== null)
    return (
      <div data-testid="collection-upload-progress" data-percent={p.uploading}>
        <Progress percent={p.uploading} status="active" />
        <Typography.Text type="secondary">
          {/* the client reports at most 99 until the server answers: from there on it checks the rows */}
          {p.uploading < 99
            ? t('collection.import.uploading', { percent: p.uploading })
            : t('collection.import.checking')}
        </Typography.Text>
      </div>
    );
  return (
    <Space wrap align="start">
      <Upload
        beforeUpload={() => false}
        maxCount={1}
        accept=".csv,.xlsx"
        fileList={files}
        onChange={(e) => setFiles(e.fileList.slice(-1))}
      >
        <Button icon={<UploadOutlined />} data-testid="collection-import-pick">
          {t('collection.import.pick')}
        </Button>
      </Upload>
      <Button
        type="primary"
        disabled={!file}
        onClick={() => file && p.onUpload(file)}
        data-testid="collection-import-upload"
      >
        {t('collection.import.upload')}
      </Button>
    </Space>
  );
}
