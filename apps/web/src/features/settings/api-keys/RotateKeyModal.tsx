import {
  type ApiKey,
  type ApiKeyWithSecret,
  settingsApi as api,
  t as message,
  rotateApiKeyBody,
} from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useGatedSubmitError } from '../../security/gates';
import { SecurityFormModal, TotpCodeInput } from '../../security/SecurityFormModal';
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
  const [form] = Form.useForm<Values>();
  const { alert, setAlert, showError } = useGatedSubmitError<'totp_code'>(form, ['totp_code'], p.onClose);
  const rotate = useMutation({
    mutationFn: (values: Values) =>
      call(api.rotateApiKey, p.totpEnabled ? { totp_code: values.totp_code } : {}, {
        params: { id: p.apiKey?.id ?? '' },
      }),
    onSuccess: (key) => {
      p.onClose();
      p.onRotated(key);
      void refreshSettings();
    },
    onError: showError,
  });

  return (
    <SecurityFormModal
      open={p.apiKey !== null}
      onClose={p.onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={`${t('settings.apiKeys.rotateTitle')}: ${p.apiKey?.name ?? ''}`}
      confirmLabel={t('settings.apiKeys.rotate')}
      confirmTestId="api-key-rotate-confirm"
      pending={rotate.isPending}
      danger
      alert={alert}
    >
      <Alert
        type="warning"
        showIcon
        title={t('settings.apiKeys.rotateWarning')}
        style={{ marginBottom: 16 }}
      />
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => rotate.mutate(v)}>
        {p.totpEnabled ? (
          <Form.Item
            name="totp_code"
            label={t('settings.apiKeys.totp')}
            rules={[
              { required: true, message: message('totp_required', lang) },
              schemaRule(rotateApiKeyBody, 'totp_code', lang, () => form.getFieldsValue()),
            ]}
          >
            <TotpCodeInput testId="api-key-rotate-totp" />
          </Form.Item>
        ) : null}
      </Form>
    </SecurityFormModal>
  );
}
