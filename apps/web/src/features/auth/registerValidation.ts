import { type Lang, registerBody } from '@mc/contract';
import { fieldMessages } from '../../lib/form/zodRule';
import type { RegisterField, RegisterValues } from './registerFields';

/** An empty box counts as not filled in: the schema's "required", not its length rule. */
const filledIn = (values: RegisterValues) => ({
  ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
  token: '',
});

/** The first message of one sign-up field, checked with the contract's registerBody (the server's wording). */
export function registerFieldError(
  values: RegisterValues,
  field: RegisterField,
  lang: Lang,
): string | undefined {
  return fieldMessages(registerBody, filledIn(values), field, lang)[0];
}

/** The request body the schema makes of a valid form, with the merchant's first time zone. */
export function registerRequestBody(values: RegisterValues, timezone: string | undefined) {
  return { ...registerBody.parse(filledIn(values)), timezone };
}
