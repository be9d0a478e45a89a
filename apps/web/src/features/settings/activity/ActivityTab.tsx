import type { SecurityEvent } from '@mc/contract';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { useSecurityEvents } from '../api';
import { SettingsListSection } from '../SettingsListSection';
import { deviceLabel } from '../sessions/device';
import { formatTime } from '../time';
import { eventActor, eventDetail, eventLabel } from './eventText';

const WARNING_KINDS = new Set(['login_failed', 'payment_password_failed', 'payment_password_locked']);

/** The security activity log, newest first, a page at a time. */
export function ActivityTab() {
  const { t } = useTranslation();
  const events = useSecurityEvents();

  const columns: TableColumnsType<SecurityEvent> = [
    { title: t('settings.activity.time'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('settings.activity.event'),
      dataIndex: 'kind',
      render: (kind: string) => (
        <Tag color={WARNING_KINDS.has(kind) ? 'error' : 'default'} data-testid="event-kind" data-kind={kind}>
          {eventLabel(kind, t)}
        </Tag>
      ),
    },
    { title: t('settings.activity.detail'), key: 'detail', render: (_, e) => eventDetail(e, t) || '—' },
    {
      title: t('settings.activity.by'),
      key: 'by',
      render: (_, e) => <span data-testid="event-actor">{eventActor(e.actor)}</span>,
    },
    {
      title: t('settings.activity.device'),
      key: 'device',
      render: (_, e) => (
        <div>
          <div>{deviceLabel(e, t('settings.sessions.unknownDevice'))}</div>
          <Typography.Text type="secondary" className="mc-settings-sub">
            {e.ip ?? '—'}
          </Typography.Text>
        </div>
      ),
    },
  ];

  return (
    <SettingsListSection<SecurityEvent>
      paneTestId="activity-tab"
      title={t('settings.activity.title')}
      intro={t('settings.activity.intro')}
      list={events}
      columns={columns}
      testId="event-table"
      footerTestId="events"
    />
  );
}
