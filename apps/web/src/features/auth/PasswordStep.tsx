import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { loginBody } from '@mc/contract';
import { Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/form/SubmitButton';
import { fieldMessages } from '../../lib/form/zodRule';
import { useLang } from '../../lib/useLang';
import { Field, fieldState } from './Field';

export interface Credentials {
  email: string;
  password: string;
}
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

interface Props {
  initialEmail: string;
  submitting: boolean;
  /** Field errors from the server (422). */
  serverErrors: CredentialErrors;
  onSubmit: (values: Credentials) => void;
}

/** Step 1 of login: email and password, validated with the contract's loginBody. */
export function PasswordStep({ initialEmail, submitting, serverErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<Credentials>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const shown: CredentialErrors = { ...serverErrors, ...errors };

  const check = (field: keyof Credentials, all = values) => fieldMessages(loginBody, all, field, lang)[0];
  const update = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: check(field, next) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: CredentialErrors = { email: check('email'), password: check('password') };
    setErrors(found);
    if (!found.email && !found.password) onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Field id="login-email" label={t('login.email')} error={shown.email}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="username"
          inputMode="email"
          value={values.email}
          {...fieldState('login-email', shown.email)}
          onChange={(e) => update('email', e.target.value)}
          onBlur={() => setErrors({ ...errors, email: check('email') })}
          data-testid="login-email"
          autoFocus={!initialEmail}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} error={shown.password}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          {...fieldState('login-password', shown.password)}
          onChange={(e) => update('password', e.target.value)}
          data-testid="login-password"
          autoFocus={Boolean(initialEmail)}
        />
      </Field>
      <SubmitButton loading={submitting} testId="login-submit" style={{ marginTop: 8 }}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
