import { Alert, Button, Form, type FormRule, Skeleton, Typography } from 'antd';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { useTranslation } from '../../../lib/useTranslation';
import { useInvitationAuthenticator } from './useInvitation';

/** Binding while accepting: the QR code, the secret (with copy), then the app's 6-digit code. */
export function AuthenticatorStep({ token, rules }: { token: string; rules: FormRule[] }) {
  const { t } = useTranslation();
  const setup = useInvitationAuthenticator(token, true);
  return (
    <div data-testid="invite-authenticator">
      <Typography.Paragraph>{t('invite.authenticatorIntro')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 8 }}>1. {t('invite.step1')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 12 }}>2. {t('invite.step2')}</Typography.Paragraph>
      {setup.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('invite.setupFailed')}
          description={setup.error.message}
          action={<Button onClick={() => void setup.refetch()}>{t('invite.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <div className="mc-invite-totp">
          {setup.data ? (
            <img
              src={setup.data.qr_data_url}
              alt={t('invite.qrAlt')}
              width={168}
              height={168}
              data-testid="invite-qr"
            />
          ) : (
            <Skeleton.Image active style={{ width: 168, height: 168 }} />
          )}
          <div style={{ flex: 1, minWidth: 180 }}>
            <Typography.Text type="secondary">{t('invite.secret')}</Typography.Text>
            {setup.data ? (
              <Typography.Paragraph copyable={{ text: setup.data.secret }} className="mc-invite-secret">
                <span data-testid="invite-secret">{setup.data.secret}</span>
              </Typography.Paragraph>
            ) : (
              <Skeleton.Input active size="small" block />
            )}
          </div>
        </div>
      )}
      <Form.Item name="totp_code" label={`3. ${t('invite.step3')}`} rules={rules} required>
        <TotpCodeInput testId="invite-code" />
      </Form.Item>
    </div>
  );
}
