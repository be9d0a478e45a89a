import { settingsApi as api, type ChangePaymentPasswordBody, changePaymentPasswordBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../app/ToastProvider';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useGatedSubmitError } from '../../security/gates';
import { SecurityFormModal } from '../../security/SecurityFormModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';
import { PaymentPasswordInput } from './PaymentPasswordInput';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** A new payment password with the current one (wrong tries count towards the lock). */
export function ChangePaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<ChangePaymentPasswordBody>();
  const { alert, setAlert, showError } = useGatedSubmitError<Field>(form, FIELDS, onClose);
  const save = useMutation({
    mutationFn: (values: ChangePaymentPasswordBody) => call(api.changePaymentPassword, values),
    onSuccess: () => {
      toast.success(t('settings.payment.changeDone'));
      onClose();
      void refreshSettings();
    },
    onError: (error) => {
      showError(error);
      void refreshSettings();
    },
  });
  const rule = (field: Field) =>
    schemaRule(changePaymentPasswordBody, field, lang, () => form.getFieldsValue());

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={t('settings.payment.changeTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-change-confirm"
      pending={save.isPending}
      alert={alert}
    >
      <Form<ChangePaymentPasswordBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="current_password"
          label={t('settings.payment.current')}
          rules={[rule('current_password')]}
        >
          <PaymentPasswordInput testId="pay-change-current" />
        </Form.Item>
        <NewPaymentPasswordFields label={t('settings.payment.next')} testIdPrefix="pay-change" rule={rule} />
      </Form>
    </SecurityFormModal>
  );
}
