import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { AmountDisplay } from '../../../../components/AmountDisplay';
import { ListTable } from '../../../../components/list/ListTable';
import { PageContainer } from '../../../../components/PageContainer';
import { downloadText } from '../../../../lib/download';
import { useTranslation } from '../../../../lib/useTranslation';
import { exportCsv, exportXlsx } from './exportTable';
import { orderFields, type SampleOrder, sampleOrders } from './sampleOrders';

/** Export a table to CSV or XLSX, and text to a .txt file. */
export default function ExportPage() {
  const { t } = useTranslation();
  const [text, setText] = useState(() => t('demo.export.sampleText'));
  const header = orderFields.map((field) => t(`demo.export.${field}`));
  const label = (field: keyof SampleOrder, value: string) =>
    field === 'status' ? t(`demo.export.statuses.${value}`) : value;
  const columns = orderFields.map((field, i) => ({
    title: header[i],
    dataIndex: field,
    key: field,
    render:
      field === 'amount'
        ? (value: string) => <AmountDisplay value={value} />
        : (value: string) => label(field, value),
  }));
  return (
    <PageContainer title={t('route.demo.export')} header={t('demo.export.hint')}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button onClick={() => exportCsv(sampleOrders, header, label, 'orders.csv')} data-testid="export-csv">
          {t('demo.export.csv')}
        </Button>
        <Button
          onClick={() => void exportXlsx(sampleOrders, header, label, 'orders.xlsx')}
          data-testid="export-xlsx"
        >
          {t('demo.export.xlsx')}
        </Button>
      </Space>
      <ListTable size="small" rowKey="order" columns={columns} rows={sampleOrders} />
      <Input.TextArea
        style={{ marginTop: 24 }}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="export-text"
      />
      <Button
        style={{ marginTop: 12 }}
        onClick={() => downloadText(text, 'note.txt')}
        data-testid="export-txt"
      >
        {t('demo.export.txt')}
      </Button>
    </PageContainer>
  );
}
