import {
  coreApi,
  t as message,
  type ResetPaymentPasswordBody,
  resetPaymentPasswordBody,
  settingsApi,
} from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../app/ToastProvider';
import { schemaRule } from '../../../lib/form/zodRule';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useCountdown } from '../../auth/useCountdown';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { useGatedSubmitError } from '../../security/gates';
import { SecurityFormModal, TotpCodeInput } from '../../security/SecurityFormModal';
import { refreshSettings } from '../api';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';

const FIELDS = ['code', 'totp_code', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** Mails the reset code to the merchant's own address; waits before another may be sent. */
function SendResetCode({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const data = await call(coreApi.sendCode, { email, purpose: 'reset_payment_password' });
      start(data.resend_after_seconds);
      toast.success(message('code_sent', lang));
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 429) start(error.retryAfter ?? 60);
      toast.error(error.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button onClick={() => void send()} loading={sending} disabled={left > 0} data-testid="pay-reset-send">
      {left > 0 ? t('settings.payment.resendIn', { seconds: left }) : t('settings.payment.sendCode')}
    </Button>
  );
}

/** Forgotten or locked: an emailed code and an authenticator code set a new payment password. */
export function ResetPaymentPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const info = useMerchantInfo();
  const [form] = Form.useForm<ResetPaymentPasswordBody>();
  const { alert, setAlert, showError } = useGatedSubmitError<Field>(form, FIELDS, onClose);
  const save = useMutation({
    mutationFn: (values: ResetPaymentPasswordBody) => call(settingsApi.resetPaymentPassword, values),
    onSuccess: () => {
      toast.success(t('settings.payment.resetDone'));
      onClose();
      void refreshSettings();
    },
    onError: showError,
  });
  const rule = (field: Field) =>
    schemaRule(resetPaymentPasswordBody, field, lang, () => form.getFieldsValue());

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={t('settings.payment.resetTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="pay-reset-confirm"
      pending={save.isPending}
      alert={alert}
    >
      <Typography.Paragraph type="secondary">
        {t('settings.payment.resetHint', { email: info?.email ?? '' })}
      </Typography.Paragraph>
      <Form<ResetPaymentPasswordBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item label={t('settings.payment.emailCode')} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[rule('code')]}>
              <Input
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="pay-reset-code"
              />
            </Form.Item>
            {info ? <SendResetCode email={info.email} /> : null}
          </Space.Compact>
        </Form.Item>
        <Form.Item name="totp_code" label={t('settings.payment.totp')} rules={[rule('totp_code')]}>
          <TotpCodeInput testId="pay-reset-totp" />
        </Form.Item>
        <NewPaymentPasswordFields label={t('settings.payment.next')} testIdPrefix="pay-reset" rule={rule} />
      </Form>
    </SecurityFormModal>
  );
}
