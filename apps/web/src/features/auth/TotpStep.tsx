import { fields, formatIssues, type Lang } from '@mc/contract';
import { useState } from 'react';
import { PlainIcon } from '../../components/PlainIcon';
import { arrowLeftIcon, safetyCertificateIcon } from '../../components/plainIconShapes';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { AuthHeading } from './AuthLayout';
import { CodeBoxes } from './CodeBoxes';
import { Field } from './Field';
import { PlainSubmit } from './PlainInputs';

interface Props {
  email: string;
  submitting: boolean;
  /** Server message for the code (422 totp_code). */
  error: string | undefined;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

const ID = 'totp-code';

/** The contract's message for a code that is not 6 digits, in the UI language (none for a valid one). */
function codeError(code: string, lang: Lang): string | undefined {
  const parsed = fields.totpCode.safeParse(code);
  return parsed.success ? undefined : formatIssues(parsed.error.issues, lang)[0]?.message;
}

/** Step 2 of login when an authenticator is bound: the 6-digit code (submits itself when complete). */
export default function TotpStep({ email, submitting, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [code, setCode] = useState('');
  // the code refused here: its message is worded at each render, so it follows a switch of the language
  const [refused, setRefused] = useState<string | null>(null);
  const shown = (refused === null ? undefined : codeError(refused, lang)) ?? error;

  const submit = (value: string) => {
    if (codeError(value, lang)) {
      setRefused(value);
      document.getElementById(ID)?.focus();
      return;
    }
    setRefused(null);
    onSubmit(value);
  };

  return (
    <form
      noValidate
      aria-label={t('login.totpTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <div className="mc-totp-icon">
        <PlainIcon shape={safetyCertificateIcon} />
      </div>
      <AuthHeading title={t('login.totpTitle')} />
      <p className="mc-totp-hint">{t('login.totpHint', { email })}</p>
      <Field id={ID} label={t('login.totpCode')} error={shown}>
        <CodeBoxes
          id={ID}
          value={code}
          autoFocus
          invalid={Boolean(shown)}
          label={t('login.totpCode')}
          describedBy={`${ID}-error`}
          onChange={(value) => {
            setCode(value);
            if (/^\d{6}$/.test(value)) submit(value);
          }}
          testId="totp-input"
        />
      </Field>
      <PlainSubmit loading={submitting} testId="totp-submit">
        {t('login.totpSubmit')}
      </PlainSubmit>
      <button type="button" className="mc-link-button" onClick={onBack}>
        <PlainIcon shape={arrowLeftIcon} />
        {t('login.totpBack')}
      </button>
    </form>
  );
}
