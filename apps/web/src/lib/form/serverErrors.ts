import type { FieldError } from '@mc/contract';

interface FieldSetter<F extends string> {
  setFields(fields: { name: F; errors: string[] }[]): void;
}

/**
 * Puts a 422's `errors` onto the form fields it names; returns the messages of fields the form
 * does not have, for the caller to show above the submit button.
 */
export function applyServerErrors<F extends string>(
  form: FieldSetter<F>,
  errors: FieldError[],
  known: readonly F[],
): string[] {
  const isKnown = (field: string): field is F => (known as readonly string[]).includes(field);
  const onFields: { name: F; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const error of errors) {
    if (isKnown(error.field)) onFields.push({ name: error.field, errors: [error.message] });
    else rest.push(error.message);
  }
  form.setFields(onFields);
  return rest;
}
