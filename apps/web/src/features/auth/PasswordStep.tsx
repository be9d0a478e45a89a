import { type FormEvent, useEffect } from 'react';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { Field, fieldState } from './Field';
import { PasswordInput, PlainSubmit, TextInput } from './PlainInputs';
import { usePlainForm } from './usePlainForm';

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
const FIELDS = ['email', 'password'] as const;
const idOf = (field: keyof Credentials) => `login-${field}`;

/** Step 1 of login: email and password, validated with the contract's loginBody. */
export function PasswordStep({ initialEmail, submitting, serverErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = usePlainForm<keyof Credentials>({
    fields: FIELDS,
    initial: { email: initialEmail, password: '' },
    check: async (values, field) => (await validation()).loginFieldError(values, field, lang),
    idOf,
  });
  const { setFields } = form;
  useEffect(() => {
    const named = FIELDS.flatMap((name) =>
      serverErrors[name] ? [{ name, errors: [serverErrors[name]] }] : [],
    );
    if (named.length > 0) setFields(named);
  }, [serverErrors, setFields]);
  const change = (field: keyof Credentials, value: string) => {
    form.change(field, value);
    void validation();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = await form.submit();
    if (values) onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
      <Field id={idOf('email')} label={t('login.email')} error={form.errors.email}>
        <TextInput
          type="email"
          placeholder={t('login.emailPlaceholder')}
          autoComplete="username"
          inputMode="email"
          value={form.values.email}
          {...fieldState(idOf('email'), form.errors.email)}
          onChange={(e) => change('email', e.target.value)}
          onBlur={() => void form.check('email')}
          data-testid="login-email"
          autoFocus={!initialEmail}
        />
      </Field>
      <Field id={idOf('password')} label={t('login.password')} error={form.errors.password}>
        <PasswordInput
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={form.values.password}
          {...fieldState(idOf('password'), form.errors.password)}
          onChange={(e) => change('password', e.target.value)}
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
