import {
  DesktopOutlined,
  MobileOutlined,
  QuestionOutlined,
  RobotOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import { type ActiveSession, settingsApi as api } from '@mc/contract';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { useSessions } from '../api';
import { SettingsListSection } from '../SettingsListSection';
import { formatTime } from '../time';
import { useSettingsAction } from '../useSettingsAction';
import { deviceLabel } from './device';

const DEVICE_ICON: Record<ActiveSession['device'], ReactNode> = {
  desktop: <DesktopOutlined />,
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  bot: <RobotOutlined />,
  unknown: <QuestionOutlined />,
};

/** The merchant's logged-in devices; this one is marked; end one or every other. */
export function SessionsTab() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const run = useSettingsAction();

  const revoke = (id: string) =>
    run(async () => {
      await call(api.revokeSession, undefined, { params: { id } });
      return t('settings.sessions.revoked');
    });
  const revokeOthers = () =>
    run(async () => {
      const data = await call(api.revokeOtherSessions);
      return t('settings.sessions.revokedOthers', { count: data.sessions_ended });
    });

  const columns: TableColumnsType<ActiveSession> = [
    {
      title: t('settings.sessions.device'),
      key: 'device',
      render: (_, s) => (
        <Space size={8}>
          <span className="mc-session-icon" title={t(`settings.sessions.kinds.${s.device}`)}>
            {DEVICE_ICON[s.device]}
          </span>
          <span data-testid="session-device">{deviceLabel(s, t('settings.sessions.unknownDevice'))}</span>
          {s.current ? (
            <Tag color="green" data-testid="session-current">
              {t('settings.sessions.current')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { title: t('settings.sessions.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
    { title: t('settings.sessions.created'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('settings.sessions.lastSeen'),
      dataIndex: 'last_seen_at',
      render: (v: string) => formatTime(v),
    },
    {
      title: t('settings.common.actions'),
      key: 'actions',
      render: (_, s) =>
        s.current ? null : (
          <Popconfirm
            title={t('settings.sessions.revokeConfirm')}
            okText={t('settings.sessions.revoke')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, className: 'mc-session-revoke-ok' }}
            onConfirm={() => revoke(s.id)}
          >
            <Button type="link" size="small" danger data-testid="session-revoke">
              {t('settings.sessions.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <SettingsListSection<ActiveSession>
      paneTestId="sessions-tab"
      title={t('settings.sessions.title')}
      intro={t('settings.sessions.intro')}
      extra={
        <Popconfirm
          title={t('settings.sessions.revokeOthersConfirm')}
          okText={t('settings.sessions.revokeOthers')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={revokeOthers}
        >
          <Button danger disabled={sessions.rows.length < 2} data-testid="session-revoke-others">
            {t('settings.sessions.revokeOthers')}
          </Button>
        </Popconfirm>
      }
      list={sessions}
      columns={columns}
      testId="session-table"
    />
  );
}
