import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './plainInputs.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { status?: 'error' };

/**
 * Plain inputs drawn like the kit's large ones: /login's first load carries no UI kit input, button
 * or icon code, and its first render computes no kit styles. `status` comes from `fieldState`.
 */
export function TextInput({ status, className, ...props }: Props & { type?: 'text' | 'email' }) {
  return <input type="text" {...props} className={inputClass(status, className)} />;
}

/** A password input with a show/hide switch (a real button named by its text). */
export function PasswordInput({ status, className, ...props }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className={`mc-input-affix ${status === 'error' ? 'is-invalid' : ''}`}>
      <input {...props} type={shown ? 'text' : 'password'} className={inputClass(undefined, className)} />
      <button
        type="button"
        className="mc-input-reveal"
        onClick={() => setShown(!shown)}
        data-testid={props.id ? `${props.id}-reveal` : undefined}
      >
        {shown ? t('login.hidePassword') : t('login.showPassword')}
      </button>
    </div>
  );
}

const inputClass = (status: 'error' | undefined, extra: string | undefined) =>
  ['mc-input', status === 'error' ? 'is-invalid' : '', extra ?? ''].filter(Boolean).join(' ');

/** The wide primary submit button, busy while the form is sent. */
export function PlainSubmit(p: { loading: boolean; testId: string; children: string }) {
  return (
    <button
      type="submit"
      className="mc-submit"
      disabled={p.loading}
      aria-busy={p.loading}
      data-testid={p.testId}
    >
      {p.loading ? <span className="mc-submit-spinner" aria-hidden="true" /> : null}
      {p.children}
    </button>
  );
}
