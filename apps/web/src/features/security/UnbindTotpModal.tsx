import { api, t as message, totpDisableBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
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
  code: string;
}

/** Unbind: the login password and a current code (totp/disable). */
export function UnbindTotpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { alert, setAlert, showError } = useFormSubmitError<keyof Values>(form, ['password', 'code']);
  const disable = useMutation({
    mutationFn: (values: Values) => call(api.totpDisable, values),
    onSuccess: (info) => {
      setMerchantInfo(info);
      toast.success(message('totp_disabled', lang));
      onClose();
    },
    onError: showError,
  });
  const rule = (field: keyof Values) => schemaRule(totpDisableBody, field, lang, () => form.getFieldsValue());

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      onReset={() => {
        form.resetFields();
        setAlert(undefined);
      }}
      onConfirm={() => form.submit()}
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
        <Form.Item name="code" label={t('security.code')} rules={[rule('code')]}>
          <TotpCodeInput testId="unbind-code" />
        </Form.Item>
      </Form>
    </SecurityFormModal>
  );
}
