import { settingsApi as api, type SetPaymentPasswordBody, setPaymentPasswordBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../app/ToastProvider';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useGatedSubmitError } from '../../security/gates';
import { SecurityFormModal, TotpCodeInput } from '../../security/SecurityFormModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';

const FIELDS = ['password', 'password_confirmation', 'totp_code'] as const;
type Field = (typeof FIELDS)[number];

/** First payment password: six digits twice and a current authenticator code. */
export function SetPaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<SetPaymentPasswordBody>();
  const { alert, setAlert, showError } = useGatedSubmitError<Field>(form, FIELDS, onClose);
  const save = useMutation({
    mutationFn: (values: SetPaymentPasswordBody) => call(api.setPaymentPassword, values),
    onSuccess: () => {
      toast.success(t('settings.payment.setDone'));
      onClose();
      void refreshSettings();
    },
    onError: showError,
  });
  const rule = (field: Field) => schemaRule(setPaymentPasswordBody, field, lang, () => form.getFieldsValue());

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={t('settings.payment.setTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-set-confirm"
      pending={save.isPending}
      alert={alert}
    >
      <Form<SetPaymentPasswordBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => save.mutate(values)}
      >
        <NewPaymentPasswordFields label={t('settings.payment.password')} testIdPrefix="pay-set" rule={rule} />
        <Form.Item name="totp_code" label={t('settings.payment.totp')} rules={[rule('totp_code')]}>
          <TotpCodeInput testId="pay-set-totp" />
        </Form.Item>
      </Form>
    </SecurityFormModal>
  );
}
