import { useState } from 'react';
import { isApiError } from '../http/apiError';
import { applyServerErrors } from './serverErrors';

interface FieldSetter<F extends string> {
  setFields(fields: { name: F; errors: string[] }[]): void;
}

/** Maps a failed submit onto the form: field errors per field, anything else in an alert. */
export function useFormSubmitError<F extends string>(form: FieldSetter<F>, fields: readonly F[]) {
  const [alert, setAlert] = useState<string>();
  const showError = (error: unknown) => {
    if (!isApiError(error)) {
      setAlert(error instanceof Error ? error.message : String(error));
      return;
    }
    if (error.handled) return;
    const rest = applyServerErrors(form, error.errors, fields);
    if (error.errors.length === 0) setAlert(error.message);
    else setAlert(rest.length > 0 ? rest.join(' ') : undefined);
  };
  return { alert, setAlert, showError };
}
