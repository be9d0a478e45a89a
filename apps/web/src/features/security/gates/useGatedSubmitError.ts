import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { usePreconditionGate } from './usePreconditionGate';

interface FieldSetter<F extends string> {
  setFields(fields: { name: F; errors: string[] }[]): void;
}

/**
 * A form's submit failures: a precondition (428) opens its guided prompt and `onGate` runs (e.g. to
 * close the dialog the form is in); field errors go to their fields; anything else to the alert.
 */
export function useGatedSubmitError<F extends string>(
  form: FieldSetter<F>,
  fields: readonly F[],
  onGate?: () => void,
) {
  const gate = usePreconditionGate();
  const base = useFormSubmitError(form, fields);
  const showError = (error: unknown) => {
    if (gate.handle(error)) {
      onGate?.();
      return;
    }
    base.showError(error);
  };
  return { ...base, showError, gate };
}
