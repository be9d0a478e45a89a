import type { TotpSetupData } from '@mc/contract';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import './security.css';

/** Steps 1-2 of binding: the app to install, the QR code, the secret and the otpauth URI. */
export function TotpSetupDetails({ setup }: { setup: TotpSetupData | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="mc-totp-setup">
      <Typography.Paragraph style={{ marginBottom: 8 }}>1. {t('security.step1')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 12 }}>2. {t('security.step2')}</Typography.Paragraph>
      <div className="mc-totp-grid">
        <div className="mc-totp-qr">
          {setup ? (
            <img
              src={setup.qr_data_url}
              alt={t('security.qrAlt')}
              width={168}
              height={168}
              data-testid="totp-qr"
            />
          ) : (
            <Skeleton.Image active style={{ width: 168, height: 168 }} />
          )}
        </div>
        <div className="mc-totp-keys">
          <Typography.Text type="secondary">{t('security.secret')}</Typography.Text>
          {setup ? (
            <Typography.Paragraph copyable={{ text: setup.secret }} className="mc-totp-secret">
              <span data-testid="totp-secret">{setup.secret}</span>
            </Typography.Paragraph>
          ) : (
            <Skeleton.Input active size="small" block />
          )}
          <Typography.Text type="secondary">{t('security.uri')}</Typography.Text>
          {setup ? (
            <Typography.Paragraph
              copyable={{ text: setup.otpauth_uri }}
              ellipsis={{ rows: 2, tooltip: setup.otpauth_uri }}
              className="mc-totp-uri"
              data-testid="totp-uri"
            >
              {setup.otpauth_uri}
            </Typography.Paragraph>
          ) : (
            <Skeleton.Input active size="small" block />
          )}
        </div>
      </div>
    </div>
  );
}
