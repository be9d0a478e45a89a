import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/useLang';
import { Field, fieldState } from './Field';
import { PasswordInput, PlainSubmit, TextInput } from './PlainInputs';

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

/** The contract's validation (zod and the schemas) loads when the visitor first types or submits. */
const validation = () => import('./loginValidation');

/** Step 1 of login: email and password, validated with the contract's loginBody. */
export function PasswordStep({ initialEmail, submitting, serverErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState<Credentials>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const shown: CredentialErrors = { ...serverErrors, ...errors };

  const check = async (field: keyof Credentials, all = values) =>
    (await validation()).loginFieldError(all, field, lang);
  const update = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field])
      void check(field, next).then((error) => setErrors((now) => ({ ...now, [field]: error })));
    else void validation();
  };
  // messages already shown follow a switch of the language: the fields showing one are checked again
  const checkedIn = useRef(lang);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a switch of the language re-checks
  useEffect(() => {
    if (checkedIn.current === lang) return;
    checkedIn.current = lang;
    for (const field of ['email', 'password'] as const)
      if (errors[field]) void check(field).then((error) => setErrors((now) => ({ ...now, [field]: error })));
  }, [lang]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: CredentialErrors = { email: await check('email'), password: await check('password') };
    setErrors(found);
    if (!found.email && !found.password) onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Field id="login-email" label={t('login.email')} error={shown.email}>
        <TextInput
          type="email"
          placeholder={t('login.emailPlaceholder')}
          autoComplete="username"
          inputMode="email"
          value={values.email}
          {...fieldState('login-email', shown.email)}
          onChange={(e) => update('email', e.target.value)}
          onBlur={() => void check('email').then((email) => setErrors((now) => ({ ...now, email })))}
          data-testid="login-email"
          autoFocus={!initialEmail}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} error={shown.password}>
        <PasswordInput
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          {...fieldState('login-password', shown.password)}
          onChange={(e) => update('password', e.target.value)}
          data-testid="login-password"
          autoFocus={Boolean(initialEmail)}
        />
      </Field>
      <PlainSubmit loading={submitting} testId="login-submit">
        {t('login.submit')}
      </PlainSubmit>
    </form>
  );
}
