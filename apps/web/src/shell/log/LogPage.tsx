import { Button, Card, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../lib/narrowScreen';
import { type LogEntry, type LogType, useLogStore } from './logStore';
import './log.css';

const TAG_COLOR: Record<LogType, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  danger: 'red',
};

function details(entry: LogEntry): string {
  return JSON.stringify(entry.meta, null, 2);
}

/** SHELL-34: the frontend log: Time, Message, URL, Type, and each entry's details. */
export default function LogPage() {
  const { t } = useTranslation();
  const entries = useLogStore((s) => s.entries);
  const clear = useLogStore((s) => s.clear);
  // on a phone the URL stays in each entry's details and the time takes two lines: nothing scrolls sideways
  const narrow = useNarrowScreen();
  const rows = entries.map((entry, index) => ({ ...entry, key: index })).reverse();
  const columns: TableColumnsType<LogEntry & { key: number }> = [
    { title: t('log.time'), dataIndex: 'time', width: narrow ? 92 : 180 },
    { title: t('log.message'), dataIndex: 'message', ellipsis: true },
    { title: t('log.url'), render: (_, entry) => entry.meta.url, ellipsis: true, width: 280, hidden: narrow },
    {
      title: t('log.type'),
      dataIndex: 'type',
      width: narrow ? 84 : 100,
      render: (type: LogType) => <Tag color={TAG_COLOR[type]}>{t(`log.types.${type}`)}</Tag>,
    },
  ];
  return (
    <div className="mc-page">
      <Card
        title={t('route.log')}
        extra={
          <Button onClick={clear} disabled={entries.length === 0} data-testid="log-clear">
            {t('log.clear')}
          </Button>
        }
      >
        <Table
          data-testid="log-table"
          columns={columns}
          dataSource={rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('log.empty') }}
          expandable={{
            columnTitle: t('log.details'),
            expandedRowRender: (entry) => <pre className="mc-log-details">{details(entry)}</pre>,
          }}
          scroll={narrow ? undefined : { x: 800 }}
        />
      </Card>
    </div>
  );
}
