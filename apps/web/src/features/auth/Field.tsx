import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled field with its error line, without the weight of a form library (first load of /login). */
export function Field({ id, label, error, children }: Props) {
  return (
    <div className="mc-field">
      <label htmlFor={id} className="mc-field-label">
        {label}
      </label>
      {children}
      <div className="mc-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** What ties an input to its Field: its id, its error state, and the error line that describes it. */
export const fieldState = (id: string, error: string | undefined) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-invalid': Boolean(error),
  'aria-describedby': `${id}-error`,
});
