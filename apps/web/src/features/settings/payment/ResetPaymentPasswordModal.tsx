import { type ResetPaymentPasswordBody, resetPaymentPasswordBody, settingsApi } from '@mc/contract';
import { Form, Input, Space, Typography } from 'antd';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { enterPlaceholder } from '../../../lib/form/placeholder';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { SendCodeButton } from '../../auth/SendCodeButton';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { SecretStepModal } from '../../security/SecretStepModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';

const FIELDS = ['code', 'totp_code', 'password', 'password_confirmation'] as const;

/** Forgotten or locked: an emailed code and an authenticator code set a new payment password. */
export function ResetPaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const info = useMerchantInfo();
  return (
    <SecretStepModal<ResetPaymentPasswordBody, unknown>
      open={open}
      onClose={onClose}
      title={t('settings.payment.resetTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-reset-confirm"
      schema={resetPaymentPasswordBody}
      fields={FIELDS}
      submit={(values) => call(settingsApi.resetPaymentPassword, values)}
      onDone={() => {
        toast.success(t('settings.payment.resetDone'));
        void refreshSettings();
      }}
      above={
        <Typography.Paragraph type="secondary">
          {t('settings.payment.resetHint', { email: info?.email ?? '' })}
        </Typography.Paragraph>
      }
    >
      {(rule) => (
        <>
          <Form.Item label={t('settings.payment.emailCode')} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[rule('code')]}>
                <Input
                  placeholder={enterPlaceholder(t, t('settings.payment.emailCode'))}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  data-testid="pay-reset-code"
                />
              </Form.Item>
              {info ? (
                <SendCodeButton
                  purpose="reset_payment_password"
                  getEmail={async () => info.email}
                  texts={{ send: 'settings.payment.sendCode', resendIn: 'settings.payment.resendIn' }}
                  testId="pay-reset-send"
                />
              ) : null}
            </Space.Compact>
          </Form.Item>
          <Form.Item name="totp_code" label={t('settings.payment.totp')} rules={[rule('totp_code')]}>
            <TotpCodeInput testId="pay-reset-totp" />
          </Form.Item>
          <NewPaymentPasswordFields label={t('settings.payment.next')} testIdPrefix="pay-reset" rule={rule} />
        </>
      )}
    </SecretStepModal>
  );
}
