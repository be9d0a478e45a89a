import { ArrowLeftOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { fields, formatIssues } from '@mc/contract';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useLang } from '../../lib/useLang';
import { AuthHeading } from './AuthLayout';
import { Field } from './Field';

interface Props {
  email: string;
  submitting: boolean;
  /** Server message for the code (422 totp_code). */
  error: string | undefined;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** Step 2 of login when an authenticator is bound: the 6-digit code (submits itself when complete). */
export default function TotpStep({ email, submitting, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  const shown = localError ?? error;

  const submit = (value: string) => {
    const parsed = fields.totpCode.safeParse(value);
    if (!parsed.success) {
      setLocalError(formatIssues(parsed.error.issues, lang)[0]?.message);
      return;
    }
    setLocalError(undefined);
    onSubmit(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <div className="mc-totp-icon">
        <SafetyCertificateOutlined />
      </div>
      <AuthHeading title={t('login.totpTitle')} />
      <p className="mc-totp-hint">{t('login.totpHint', { email })}</p>
      <Field id="totp-code" label={t('login.totpCode')} error={shown}>
        <Input.OTP
          id="totp-code"
          size="large"
          length={6}
          value={code}
          autoFocus
          status={shown ? 'error' : undefined}
          formatter={(v) => v.replace(/\D/g, '')}
          onChange={(value) => {
            setCode(value);
            if (/^\d{6}$/.test(value)) submit(value);
          }}
          data-testid="totp-input"
          aria-label={t('login.totpCode')}
        />
      </Field>
      <SubmitButton loading={submitting} testId="totp-submit">
        {t('login.totpSubmit')}
      </SubmitButton>
      <Button type="link" block icon={<ArrowLeftOutlined />} onClick={onBack} style={{ marginTop: 8 }}>
        {t('login.totpBack')}
      </Button>
    </form>
  );
}
