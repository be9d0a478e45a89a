import type { ApiKeyWithSecret } from '@mc/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretOnceModal } from '../SecretOnceModal';

const TEXTS = {
  title: 'settings.apiKeys.secretTitle',
  warning: 'settings.apiKeys.secretWarning',
  copy: 'settings.apiKeys.copySecret',
  copied: 'settings.apiKeys.copied',
  copyFailed: 'settings.apiKeys.copyFailed',
  done: 'settings.apiKeys.saved',
};

const TEST_IDS = { modal: 'api-key-secret-modal', copy: 'api-key-copy', done: 'api-key-secret-done' };

/** A key's secret right after it was made or rotated: shown this once, copied, then gone. */
export function SecretModal({ apiKey, onClose }: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnceModal
      open={apiKey !== null}
      secret={apiKey?.secret ?? ''}
      testIds={TEST_IDS}
      texts={TEXTS}
      onClose={onClose}
    >
      {apiKey ? (
        <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label={t('settings.apiKeys.keyId')}>
            <Typography.Text copyable className="mc-mono" data-testid="api-key-new-id">
              {apiKey.key_id}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('settings.apiKeys.secret')}>
            <Typography.Text copyable className="mc-mono" data-testid="api-key-secret">
              {apiKey.secret}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('settings.apiKeys.header')}>
            <Typography.Text
              copyable={{ text: `Authorization: Bearer ${apiKey.token}` }}
              className="mc-mono mc-api-key-header"
              data-testid="api-key-header"
            >
              {`Authorization: Bearer ${apiKey.token}`}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </SecretOnceModal>
  );
}
