import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint, type WebhookEndpointWithSecret } from '@mc/contract';
import { Button, Dropdown, Grid, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { SettingsListSection } from '../SettingsListSection';
import { useWebhookEndpoints } from './api';
import { DeliveryLogDrawer } from './DeliveryLogDrawer';
import { EndpointModal } from './EndpointModal';
import { endpointColumns } from './endpointColumns';
import { RotateSecretModal } from './RotateSecretModal';
import { TestEventModal } from './TestEventModal';
import { useEndpointActions } from './useEndpointActions';
import { WebhookSecretModal } from './WebhookSecretModal';
import './webhooks.css';

/** Webhooks: the merchant's endpoints; add, edit, test, rotate the secret, disable, delete, the delivery log. */
export function WebhooksTab() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const endpoints = useWebhookEndpoints();
  const [editor, setEditor] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [testing, setTesting] = useState<WebhookEndpoint | null>(null);
  const act = useEndpointActions();
  const full = endpoints.rows.length >= MAX_WEBHOOK_ENDPOINTS;
  const item = (key: 'test' | 'edit' | 'rotate' | 'enable' | 'disable' | 'delete', onClick: () => void) => ({
    key,
    label: <span data-testid={`webhook-action-${key}`}>{t(`webhooks.action.${key}`)}</span>,
    onClick,
  });

  const actions: TableColumnsType<WebhookEndpoint>[number] = {
    title: t('settings.common.actions'),
    key: 'actions',
    fixed: screens.md ? 'right' : undefined,
    render: (_, e) => (
      <Space size={0} wrap={false}>
        <Button type="link" size="small" onClick={() => setLog(e)} data-testid="webhook-deliveries">
          {t('webhooks.action.deliveries')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              item('test', () => setTesting(e)),
              item('edit', () => setEditor({ editing: e })),
              item('rotate', () => setRotating(e)),
              e.enabled
                ? item('disable', () => act.setEnabled(e, false))
                : item('enable', () => act.setEnabled(e, true)),
              { type: 'divider' },
              { ...item('delete', () => act.remove(e)), danger: true },
            ],
          }}
        >
          <Button type="link" size="small" data-testid="webhook-more">
            {t('webhooks.action.more')} <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    ),
  };

  return (
    <SettingsListSection<WebhookEndpoint>
      paneTestId="webhooks-tab"
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={full}
          title={full ? t('webhooks.limit', { max: MAX_WEBHOOK_ENDPOINTS }) : undefined}
          onClick={() => setEditor({ editing: null })}
          data-testid="webhook-add"
        >
          {t('webhooks.add')}
        </Button>
      }
      list={endpoints}
      columns={[...endpointColumns(t, new Date()), actions]}
      testId="webhook-table"
      rowTestId="webhook-row"
    >
      <EndpointModal
        open={editor !== null}
        editing={editor?.editing ?? null}
        onClose={() => setEditor(null)}
        onCreated={setSecret}
      />
      <RotateSecretModal endpoint={rotating} onClose={() => setRotating(null)} onRotated={setSecret} />
      <TestEventModal endpoint={testing} onClose={() => setTesting(null)} />
      <WebhookSecretModal endpoint={secret} onClose={() => setSecret(null)} />
      <DeliveryLogDrawer endpoint={log} onClose={() => setLog(null)} />
    </SettingsListSection>
  );
}
