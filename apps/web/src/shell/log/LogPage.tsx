import { Button, Card, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { clickOnKey } from '../../lib/clickOnKey';
import { useNarrowScreen } from '../../lib/narrowScreen';
import { useTranslation } from '../../lib/useTranslation';
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

/**
 * SHELL-34: the frontend log: Time, Message, URL, Type, and each entry's details (its expand button;
 * on a phone, a tap on the entry).
 */
export default function LogPage() {
  const { t } = useTranslation();
  const entries = useLogStore((s) => s.entries);
  const clear = useLogStore((s) => s.clear);
  // on a phone the URL stays in each entry's details and the time takes two lines: nothing scrolls sideways
  const narrow = useNarrowScreen();
  const rows = entries.map((entry, index) => ({ ...entry, key: index })).reverse();
  // on a phone there is no expand column (its heading would not fit): a row opens its own details
  const [open, setOpen] = useState<readonly number[]>([]);
  const toggle = (key: number) =>
    setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const columns: TableColumnsType<LogEntry & { key: number }> = [
    {
      title: t('log.time'),
      dataIndex: 'time',
      width: narrow ? 112 : 180,
      // the day above the time on a phone, neither broken inside
      render: (time: string) =>
        narrow
          ? time.split(' ').map((part) => (
              <span key={part} className="mc-log-time-part">
                {part}
              </span>
            ))
          : time,
    },
    // on a phone the message wraps: there is no hover to read a cut one whole
    { title: t('log.message'), dataIndex: 'message', ellipsis: !narrow },
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
            showExpandColumn: !narrow,
            expandedRowKeys: open,
            onExpand: (_, entry) => toggle(entry.key),
            expandedRowRender: (entry) => <pre className="mc-log-details">{details(entry)}</pre>,
          }}
          onRow={
            narrow
              ? (entry) => ({
                  className: 'mc-log-row-opens',
                  tabIndex: 0,
                  role: 'button',
                  'aria-expanded': open.includes(entry.key),
                  'aria-label': `${t('log.details')}: ${entry.message}`,
                  onClick: () => toggle(entry.key),
                  onKeyDown: clickOnKey,
                })
              : undefined
          }
          scroll={narrow ? undefined : { x: 800 }}
        />
      </Card>
    </div>
  );
}
