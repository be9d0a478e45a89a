import { type Lang, loginBody } from '@mc/contract';
import { fieldMessages } from '../../lib/form/zodRule';

/** The first message of one login field, checked with the contract's loginBody (the server's wording). */
export function loginFieldError(
  values: unknown,
  field: 'email' | 'password',
  lang: Lang,
): string | undefined {
  return fieldMessages(loginBody, values, field, lang)[0];
}
