import type { FormEvent } from 'react';
import { PlainIcon } from '../../components/PlainIcon';
import { lockIcon, mailIcon, safetyIcon, shopIcon } from '../../components/plainIconShapes';
import { useTranslation } from '../../lib/useTranslation';
import { Field, fieldState } from './Field';
import { PlainChoices } from './PlainChoices';
import { PasswordInput, PlainButton, PlainSubmit, TextInput } from './PlainInputs';
import type { RegisterField, RegisterValues } from './registerFields';
import type { PlainForm } from './usePlainForm';
import { useSendCode } from './useSendCode';

interface Props {
  form: PlainForm<RegisterField>;
  submitting: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** The new password and its confirmation: field, label key, placeholder key. */
const PASSWORDS = [
  ['password', 'register.password', 'register.passwordPlaceholder'],
  ['password_confirmation', 'register.passwordConfirmation', 'register.passwordConfirmationPlaceholder'],
] as const;

export const registerFieldId = (field: RegisterField) => `register-${field.replaceAll('_', '-')}`;

/** Register fields, each validated with the contract's registerBody and its translated messages. */
export function RegisterForm({ form, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const code = useSendCode({
    purpose: 'register',
    getEmail: async () => ((await form.check('email')) ? form.values.email.trim() : null),
    onEmailError: (text) => form.setFields([{ name: 'email', errors: [text] }]),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = await form.submit();
    if (values) onSubmit(values);
  };
  /** What every text field shares: its id, value, messages, and checks on change and on leaving it. */
  const bind = (field: RegisterField) => ({
    ...fieldState(registerFieldId(field), form.errors[field], true),
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => void form.check(field),
    'data-testid': registerFieldId(field),
  });
  const field = (name: RegisterField, label: string) => ({
    id: registerFieldId(name),
    label: t(label),
    error: form.errors[name],
    required: true,
  });

  return (
    <form
      className="mc-register-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('register.title')}
    >
      <Field {...field('merchant_type', 'register.merchantType')} group>
        <PlainChoices
          name={registerFieldId('merchant_type')}
          value={form.values.merchant_type}
          choices={[
            { value: 'enterprise', label: t('register.enterprise') },
            { value: 'individual', label: t('register.individual') },
          ]}
          onChange={(value) => form.change('merchant_type', value)}
          testId="register-type"
        />
      </Field>
      <Field {...field('merchant_name', 'register.merchantName')}>
        <TextInput
          {...bind('merchant_name')}
          prefix={<PlainIcon shape={shopIcon} />}
          placeholder={t('register.merchantNamePlaceholder')}
          autoComplete="organization"
        />
      </Field>
      <Field {...field('email', 'register.email')}>
        <TextInput
          {...bind('email')}
          type="email"
          prefix={<PlainIcon shape={mailIcon} />}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
        />
      </Field>
      <Field {...field('code', 'register.code')}>
        <div className="mc-input-group">
          <TextInput
            {...bind('code')}
            prefix={<PlainIcon shape={safetyIcon} />}
            placeholder={t('register.codePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <PlainButton
            onClick={() => void code.send()}
            loading={code.sending}
            disabled={code.left > 0}
            testId="send-code"
          >
            {code.left > 0 ? t('register.resendIn', { seconds: code.left }) : t('register.sendCode')}
          </PlainButton>
        </div>
      </Field>
      {PASSWORDS.map(([name, label, placeholder]) => (
        <Field key={name} {...field(name, label)}>
          <PasswordInput
            {...bind(name)}
            prefix={<PlainIcon shape={lockIcon} />}
            placeholder={t(placeholder)}
            autoComplete="new-password"
          />
        </Field>
      ))}
      <PlainSubmit loading={submitting} testId="register-submit">
        {t('register.submit')}
      </PlainSubmit>
    </form>
  );
}
