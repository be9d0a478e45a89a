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
