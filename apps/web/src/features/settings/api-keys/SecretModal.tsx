import { CopyOutlined } from '@ant-design/icons';
import type { ApiKeyWithSecret } from '@mc/contract';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/notify';

/** A key's secret right after it was made or rotated: shown this once, copied, then gone. */
export function SecretModal({ apiKey, onClose }: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey?.secret ?? '');
      toast.success(t('settings.apiKeys.copied'));
    } catch {
      toast.error(t('settings.apiKeys.copyFailed'));
    }
  };

  return (
    <Modal
      open={apiKey !== null}
      title={t('settings.apiKeys.secretTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="api-key-copy">
          {t('settings.apiKeys.copySecret')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose} data-testid="api-key-secret-done">
          {t('settings.apiKeys.saved')}
        </Button>,
      ]}
    >
      <div data-testid="api-key-secret-modal">
        <Alert
          type="warning"
          showIcon
          title={t('settings.apiKeys.secretWarning')}
          style={{ marginBottom: 16 }}
        />
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
      </div>
    </Modal>
  );
}
