import type { WebhookEndpointWithSecret } from '@mc/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretOnceModal } from '../SecretOnceModal';

const TEXTS = {
  title: 'webhooks.secretTitle',
  warning: 'webhooks.secretWarning',
  copy: 'webhooks.copySecret',
  copied: 'webhooks.copied',
  copyFailed: 'webhooks.copyFailed',
  done: 'webhooks.secretSaved',
};
const TEST_IDS = { modal: 'webhook-secret-modal', copy: 'webhook-copy', done: 'webhook-secret-done' };

/** An endpoint's signing secret right after it was made or rotated: shown this once, then gone. */
export function WebhookSecretModal(p: { endpoint: WebhookEndpointWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnceModal
      open={p.endpoint !== null}
      secret={p.endpoint?.secret ?? ''}
      testIds={TEST_IDS}
      texts={TEXTS}
      onClose={p.onClose}
    >
      {p.endpoint ? (
        <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label={t('webhooks.col.url')}>
            <span className="mc-mono mc-webhook-break">{p.endpoint.url}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.secret')}>
            <Typography.Text copyable className="mc-mono mc-webhook-break" data-testid="webhook-secret">
              {p.endpoint.secret}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </SecretOnceModal>
  );
}
