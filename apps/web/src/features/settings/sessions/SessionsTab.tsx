import {
  DesktopOutlined,
  MobileOutlined,
  QuestionOutlined,
  RobotOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import { type ActiveSession, settingsApi as api } from '@mc/contract';
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../app/ToastProvider';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { refreshSettings, useSessions } from '../api';
import { SettingsSection } from '../SettingsSection';
import { formatTime } from '../time';
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
  const toast = useToast();
  const sessions = useSessions();
  const items = sessions.data?.pages.flatMap((p) => p.items) ?? [];

  const run = async (action: () => Promise<string>) => {
    try {
      toast.success(await action());
    } catch (error) {
      if (isApiError(error) && !error.handled) toast.error(error.message);
    } finally {
      void refreshSettings();
    }
  };
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
    <div className="mc-settings-pane" data-testid="sessions-tab">
      <SettingsSection
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
            <Button danger disabled={items.length < 2} data-testid="session-revoke-others">
              {t('settings.sessions.revokeOthers')}
            </Button>
          </Popconfirm>
        }
      >
        <Table<ActiveSession>
          rowKey="id"
          size="middle"
          loading={sessions.isPending}
          columns={columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('settings.common.empty') }}
          data-testid="session-table"
        />
        {sessions.hasNextPage && (
          <div className="mc-settings-more">
            <Button onClick={() => void sessions.fetchNextPage()} loading={sessions.isFetchingNextPage}>
              {t('settings.common.loadMore')}
            </Button>
          </div>
        )}
      </SettingsSection>
    </div>
  );
}
