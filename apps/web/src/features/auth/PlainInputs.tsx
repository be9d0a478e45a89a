import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { useTranslation } from '../../lib/useTranslation';
import './plainInputs.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'prefix'> & {
  status?: 'error';
  /** An icon before the text, inside the box. */
  prefix?: ReactNode;
};

/**
 * Plain inputs drawn like the kit's large ones: the sign-in pages carry no UI kit input, button or
 * icon code, and their first render computes no kit styles. `status` comes from `fieldState`.
 */
export function TextInput({ status, className, prefix, ...props }: Props & { type?: 'text' | 'email' }) {
  const input = <input type="text" {...props} className={inputClass(status, className)} />;
  return prefix ? <Affix status={status} prefix={prefix} input={input} /> : input;
}

/** A password input with a show/hide switch (a real button named by its text). */
export function PasswordInput({ status, className, prefix, ...props }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const input = (
    <input {...props} type={shown ? 'text' : 'password'} className={inputClass(undefined, className)} />
  );
  const reveal = (
    <button
      type="button"
      className="mc-input-reveal"
      onClick={() => setShown(!shown)}
      data-testid={props.id ? `${props.id}-reveal` : undefined}
    >
      {shown ? t('login.hidePassword') : t('login.showPassword')}
    </button>
  );
  return <Affix status={status} prefix={prefix} input={input} suffix={reveal} />;
}

/** An input with something drawn inside its box: an icon before it, a switch after it. */
function Affix(p: { status: 'error' | undefined; prefix?: ReactNode; input: ReactNode; suffix?: ReactNode }) {
  const classes = ['mc-input-affix', p.prefix ? 'has-prefix' : '', p.suffix ? 'has-suffix' : ''];
  if (p.status === 'error') classes.push('is-invalid');
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {p.prefix ? <span className="mc-input-prefix">{p.prefix}</span> : null}
      {p.input}
      {p.suffix}
    </div>
  );
}

const inputClass = (status: 'error' | undefined, extra: string | undefined) =>
  ['mc-input', status === 'error' ? 'is-invalid' : '', extra ?? ''].filter(Boolean).join(' ');

/**
 * The wide primary submit button, busy while the form is sent. A page drawn on the server shows it
 * before its script runs: it is enabled once the page is hydrated, so that a press (or Enter) never
 * submits the form the browser's way, its password in the address.
 */
export function PlainSubmit(p: { loading: boolean; testId: string; children: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="mc-submit"
      disabled={p.loading || !hydrated}
      aria-busy={p.loading}
      data-testid={p.testId}
    >
      {p.loading ? <span className="mc-submit-spinner" aria-hidden="true" /> : null}
      {p.children}
    </button>
  );
}

/** A plain secondary button drawn like the kit's large default one, busy while it works. */
export function PlainButton(p: {
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={p.className ? `mc-button ${p.className}` : 'mc-button'}
      disabled={p.disabled || p.loading}
      aria-busy={p.loading}
      onClick={p.onClick}
      data-testid={p.testId}
    >
      {p.loading ? <span className="mc-submit-spinner is-dark" aria-hidden="true" /> : null}
      {p.children}
    </button>
  );
}
