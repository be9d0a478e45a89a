import { Input, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

const FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY/MM/DD',
  'MMMM D, YYYY',
  'dddd',
  'HH:mm',
  'YYYY-MM-DDTHH:mm:ssZ',
];

/** dayjs formatting of the current time (follows the UI language). */
export default function DayPage() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  const [format, setFormat] = useState('YYYY年MM月DD日 HH:mm');
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  const rows = FORMATS.map((f) => ({ key: f, format: f, value: now.format(f) }));
  return (
    <PageContainer
      title={t('route.demo.day')}
      header={t('demo.day.hint')}
      footer={`locale: ${dayjs.locale()} · ${i18n.language}`}
    >
      <Input
        addonBefore={t('demo.day.format')}
        value={format}
        onChange={(e) => setFormat(e.target.value)}
        style={{ maxWidth: 480 }}
        data-testid="day-format"
      />
      <div style={{ margin: '12px 0 20px', fontSize: 18 }} data-testid="day-result">
        {now.format(format)}
      </div>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('demo.day.format'), dataIndex: 'format', render: (v: string) => <code>{v}</code> },
          { title: t('demo.day.result'), dataIndex: 'value' },
        ]}
      />
    </PageContainer>
  );
}
