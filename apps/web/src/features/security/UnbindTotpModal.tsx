import { coreApi as api, t as message, totpDisableBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/ToastProvider';
import { schemaRule } from '../../lib/form/zodRule';
import { call } from '../../lib/http/client';
import { useLang } from '../../lib/useLang';
import { setMerchantInfo } from '../auth/useMerchantInfo';
import { SecurityFormModal, TotpCodeInput } from './SecurityFormModal';
import { useFormSubmitError } from './useFormSubmitError';

interface Values {
  password: string;
  code?: string;
  recovery_code?: string;
}
const FIELDS = ['password', 'code', 'recovery_code'] as const;

/** Unbind: the login password and a current code, or one of the recovery codes (totp/disable). */
export function UnbindTotpModal({
  open,
  onClose,
  onUnbound,
}: {
  open: boolean;
  onClose: () => void;
  onUnbound?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [useRecovery, setUseRecovery] = useState(false);
  const { alert, setAlert, showError } = useFormSubmitError<keyof Values>(form, FIELDS);
  const body = (values: Values) =>
    useRecovery
      ? { password: values.password, recovery_code: values.recovery_code ?? '' }
      : { password: values.password, code: values.code ?? '' };
  const disable = useMutation({
    mutationFn: (values: Values) => call(api.totpDisable, body(values)),
    onSuccess: (info) => {
      setMerchantInfo(info);
      toast.success(message('totp_disabled', lang));
      onClose();
      onUnbound?.();
    },
    onError: showError,
  });
  const rule = (field: keyof Values) =>
    schemaRule(totpDisableBody, field, lang, () => body(form.getFieldsValue()));

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      form={form}
      onReset={() => {
        setAlert(undefined);
        setUseRecovery(false);
      }}
      title={t('security.unbindTitle')}
      confirmLabel={t('security.confirmUnbind')}
      confirmTestId="totp-unbind-confirm"
      pending={disable.isPending}
      danger
      alert={alert}
    >
      <Alert type="warning" showIcon title={t('security.unbindWarning')} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => disable.mutate(values)}
        requiredMark={false}
      >
        <Form.Item name="password" label={t('security.password')} rules={[rule('password')]}>
          <Input.Password autoComplete="current-password" data-testid="unbind-password" />
        </Form.Item>
        {useRecovery ? (
          <Form.Item
            name="recovery_code"
            label={t('settings.recovery.recoveryCode')}
            rules={[rule('recovery_code')]}
          >
            <Input
              placeholder={t('settings.recovery.recoveryPlaceholder')}
              autoComplete="off"
              className="mc-mono"
              data-testid="unbind-recovery-code"
            />
          </Form.Item>
        ) : (
          <Form.Item name="code" label={t('security.code')} rules={[rule('code')]}>
            <TotpCodeInput testId="unbind-code" />
          </Form.Item>
        )}
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setUseRecovery((v) => !v)}
          data-testid="unbind-toggle-recovery"
        >
          {useRecovery ? t('settings.recovery.useTotp') : t('settings.recovery.useRecovery')}
        </Button>
      </Form>
    </SecurityFormModal>
  );
}
