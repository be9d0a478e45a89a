import { settingsApi as api, type ChangePaymentPasswordBody, changePaymentPasswordBody } from '@mc/contract';
import { Form } from 'antd';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretStepModal } from '../../security/SecretStepModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';
import { PaymentPasswordInput } from './PaymentPasswordInput';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** A new payment password with the current one (wrong tries count towards the lock). */
export function ChangePaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <SecretStepModal<ChangePaymentPasswordBody, unknown>
      open={open}
      onClose={onClose}
      title={t('settings.payment.changeTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-change-confirm"
      schema={changePaymentPasswordBody}
      fields={FIELDS}
      submit={async (values) => {
        try {
          return await call(api.changePaymentPassword, values);
        } finally {
          // a wrong current password counts towards the lock the status shows
          void refreshSettings();
        }
      }}
      onDone={() => toast.success(t('settings.payment.changeDone'))}
    >
      {(rule) => (
        <>
          <Form.Item
            name="current_password"
            label={t('settings.payment.current')}
            rules={[rule('current_password')]}
          >
            <PaymentPasswordInput testId="pay-change-current" />
          </Form.Item>
          <NewPaymentPasswordFields
            label={t('settings.payment.next')}
            testIdPrefix="pay-change"
            rule={rule}
          />
        </>
      )}
    </SecretStepModal>
  );
}
