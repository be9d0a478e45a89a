import { PlusOutlined } from '@ant-design/icons';
import { type ApiKey, type ApiKeyWithSecret, settingsApi as api, MAX_API_KEYS } from '@mc/contract';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LongId } from '../../../components/LongId';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { useApiKeys, useSecurityStatus } from '../api';
import { SettingsListSection } from '../SettingsListSection';
import { formatTime } from '../time';
import { useSettingsAction } from '../useSettingsAction';
import { ApiKeyModal } from './ApiKeyModal';
import { RotateKeyModal } from './RotateKeyModal';
import { SecretModal } from './SecretModal';

const SCOPE_COLOR = { read: 'blue', orders: 'geekblue', payouts: 'volcano', webhooks: 'purple' } as const;

/** API credentials: the merchant's keys; create, edit the allow-list, rotate, revoke. */
export function ApiKeysTab() {
  const { t } = useTranslation();
  const run = useSettingsAction();
  const keys = useApiKeys();
  const status = useSecurityStatus();
  const totpEnabled = status.data?.totp_enabled ?? false;
  const [editor, setEditor] = useState<{ editing: ApiKey | null } | null>(null);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);
  const active = keys.rows.filter((k) => k.status === 'active').length;

  const revoke = (id: string) =>
    run(async () => {
      await call(api.revokeApiKey, undefined, { params: { id } });
      return t('settings.apiKeys.revokedDone');
    });

  const columns: TableColumnsType<ApiKey> = [
    {
      title: t('settings.apiKeys.name'),
      dataIndex: 'name',
      render: (v: string) => <span data-testid="api-key-row-name">{v}</span>,
    },
    {
      title: t('settings.apiKeys.keyId'),
      dataIndex: 'key_id',
      render: (v: string) => <LongId value={v} head={16} tail={8} testId="api-key-row-id" />,
    },
    {
      title: t('settings.apiKeys.scopes'),
      dataIndex: 'scopes',
      render: (scopes: ApiKey['scopes']) => (
        <Space size={4} wrap>
          {scopes.map((s) => (
            <Tag key={s} color={SCOPE_COLOR[s]}>
              {s}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('settings.apiKeys.ipAllow'),
      dataIndex: 'ip_allow',
      render: (list: string[]) =>
        list.length === 0 ? (
          <Typography.Text type="secondary">{t('settings.apiKeys.ipAllowAny')}</Typography.Text>
        ) : (
          <div className="mc-mono" data-testid="api-key-row-ips">
            {list.map((ip) => (
              <div key={ip}>{ip}</div>
            ))}
          </div>
        ),
    },
    { title: t('settings.apiKeys.created'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('settings.apiKeys.lastUsed'),
      dataIndex: 'last_used_at',
      render: (v: string | null) => (v ? formatTime(v) : t('settings.apiKeys.never')),
    },
    {
      title: t('settings.apiKeys.status'),
      dataIndex: 'status',
      render: (v: ApiKey['status']) => (
        <Tag color={v === 'active' ? 'green' : undefined} data-testid="api-key-row-status" data-status={v}>
          {t(`settings.apiKeys.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('settings.common.actions'),
      key: 'actions',
      render: (_, k) =>
        k.status === 'active' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setEditor({ editing: k })}
              data-testid="api-key-edit"
            >
              {t('settings.common.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setRotating(k)} data-testid="api-key-rotate">
              {t('settings.apiKeys.rotate')}
            </Button>
            <Popconfirm
              title={t('settings.apiKeys.revokeConfirm')}
              okText={t('settings.apiKeys.revoke')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, className: 'mc-api-key-revoke-ok' }}
              onConfirm={() => revoke(k.id)}
            >
              <Button type="link" size="small" danger data-testid="api-key-revoke">
                {t('settings.apiKeys.revoke')}
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <SettingsListSection<ApiKey>
      paneTestId="api-keys-tab"
      title={t('settings.apiKeys.title')}
      intro={t('settings.apiKeys.intro')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={active >= MAX_API_KEYS}
          title={active >= MAX_API_KEYS ? t('settings.apiKeys.limit', { max: MAX_API_KEYS }) : undefined}
          onClick={() => setEditor({ editing: null })}
          data-testid="api-key-create"
        >
          {t('settings.apiKeys.create')}
        </Button>
      }
      list={keys}
      columns={columns}
      testId="api-key-table"
    >
      <ApiKeyModal
        open={editor !== null}
        editing={editor?.editing ?? null}
        totpEnabled={totpEnabled}
        onClose={() => setEditor(null)}
        onCreated={setSecret}
      />
      <RotateKeyModal
        apiKey={rotating}
        totpEnabled={totpEnabled}
        onClose={() => setRotating(null)}
        onRotated={setSecret}
      />
      <SecretModal apiKey={secret} onClose={() => setSecret(null)} />
    </SettingsListSection>
  );
}
