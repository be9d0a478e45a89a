import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  /** The required mark before the label (the field's schema always asks for it; drawn by the style). */
  required?: boolean;
  /** A group of inputs (choices): the label names it by `${id}-label` instead of pointing at one input. */
  group?: boolean;
  children: ReactNode;
}

/** A labelled field with its error line, without the weight of a form library (the sign-in pages). */
export function Field({ id, label, error, required, group, children }: Props) {
  const labelClass = required ? 'mc-field-label is-required' : 'mc-field-label';
  return (
    <div className="mc-field">
      {group ? (
        <div className={labelClass} id={`${id}-label`}>
          {label}
        </div>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      <div className="mc-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** What ties an input to its Field: its id, its error state, and the error line that describes it. */
export const fieldState = (id: string, error: string | undefined, required = false) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-invalid': Boolean(error),
  'aria-required': required || undefined,
  'aria-describedby': `${id}-error`,
});
