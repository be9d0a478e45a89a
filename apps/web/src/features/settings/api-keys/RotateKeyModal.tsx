import {
  type ApiKey,
  type ApiKeyWithSecret,
  settingsApi as api,
  t as message,
  rotateApiKeyBody,
} from '@mc/contract';
import { Alert, Form } from 'antd';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretStepModal } from '../../security/SecretStepModal';
import { refreshSettings } from '../api';

interface Values {
  totp_code?: string;
}

/** A new secret for a key (the authenticator's code when one is bound); the old one stops at once. */
export function RotateKeyModal(p: {
  apiKey: ApiKey | null;
  totpEnabled: boolean;
  onClose: () => void;
  onRotated: (key: ApiKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <SecretStepModal<Values, ApiKeyWithSecret>
      open={p.apiKey !== null}
      onClose={p.onClose}
      title={`${t('settings.apiKeys.rotateTitle')}: ${p.apiKey?.name ?? ''}`}
      confirmLabel={t('settings.apiKeys.rotate')}
      confirmTestId="api-key-rotate-confirm"
      danger
      schema={rotateApiKeyBody}
      fields={['totp_code']}
      submit={(values) =>
        call(api.rotateApiKey, p.totpEnabled ? { totp_code: values.totp_code } : {}, {
          params: { id: p.apiKey?.id ?? '' },
        })
      }
      onDone={(key) => {
        p.onRotated(key);
        void refreshSettings();
      }}
      above={
        <Alert
          type="warning"
          showIcon
          title={t('settings.apiKeys.rotateWarning')}
          style={{ marginBottom: 16 }}
        />
      }
    >
      {(rule) =>
        p.totpEnabled ? (
          <Form.Item
            name="totp_code"
            label={t('settings.apiKeys.totp')}
            rules={[{ required: true, message: message('totp_required', lang) }, rule('totp_code')]}
          >
            <TotpCodeInput testId="api-key-rotate-totp" />
          </Form.Item>
        ) : null
      }
    </SecretStepModal>
  );
}
