import { settingsApi as api, type SetPaymentPasswordBody, setPaymentPasswordBody } from '@mc/contract';
import { Form } from 'antd';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretStepModal } from '../../security/SecretStepModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';

const FIELDS = ['password', 'password_confirmation', 'totp_code'] as const;

/** First payment password: six digits twice and a current authenticator code. */
export function SetPaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <SecretStepModal<SetPaymentPasswordBody, unknown>
      open={open}
      onClose={onClose}
      title={t('settings.payment.setTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-set-confirm"
      schema={setPaymentPasswordBody}
      fields={FIELDS}
      submit={(values) => call(api.setPaymentPassword, values)}
      onDone={() => {
        toast.success(t('settings.payment.setDone'));
        void refreshSettings();
      }}
    >
      {(rule) => (
        <>
          <NewPaymentPasswordFields
            label={t('settings.payment.password')}
            testIdPrefix="pay-set"
            rule={rule}
          />
          <Form.Item name="totp_code" label={t('settings.payment.totp')} rules={[rule('totp_code')]}>
            <TotpCodeInput testId="pay-set-totp" />
          </Form.Item>
        </>
      )}
    </SecretStepModal>
  );
}
