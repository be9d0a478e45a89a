import { settingsApi as api, regenerateRecoveryCodesBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useGatedSubmitError } from '../../security/gates';
import { SecurityFormModal, TotpCodeInput } from '../../security/SecurityFormModal';
import { refreshSettings } from '../api';

interface Values {
  code: string;
}

/** New recovery codes for a current authenticator code; the old ones stop working. */
export function RegenerateCodesModal(p: {
  open: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const { alert, setAlert, showError } = useGatedSubmitError<'code'>(form, ['code'], p.onClose);
  const regenerate = useMutation({
    mutationFn: (values: Values) => call(api.regenerateRecoveryCodes, values),
    onSuccess: (data) => {
      p.onClose();
      p.onCodes(data.codes);
      void refreshSettings();
    },
    onError: showError,
  });

  return (
    <SecurityFormModal
      open={p.open}
      onClose={p.onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={t('settings.recovery.regenerateTitle')}
      confirmLabel={t('settings.recovery.regenerate')}
      confirmTestId="regenerate-confirm"
      pending={regenerate.isPending}
      alert={alert}
    >
      <Typography.Paragraph type="secondary">{t('settings.recovery.regenerateHint')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => regenerate.mutate(v)}>
        <Form.Item
          name="code"
          label={t('security.code')}
          rules={[schemaRule(regenerateRecoveryCodesBody, 'code', lang, () => form.getFieldsValue())]}
        >
          <TotpCodeInput testId="regenerate-code" />
        </Form.Item>
      </Form>
    </SecurityFormModal>
  );
}
