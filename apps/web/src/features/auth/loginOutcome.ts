import { type FieldError, type Lang, t as message } from '@mc/contract';
import { ApiError } from '../../lib/http/apiError';

/** How the login page reacts to a failed attempt. */
export type LoginFailure =
  | { kind: 'totp' }
  | { kind: 'fields'; errors: FieldError[] }
  | { kind: 'alert'; text: string }
  | { kind: 'silent' };

export function loginFailure(error: unknown, lang: Lang, fallback: string): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'alert', text: fallback };
  if (error.status === 428 && error.reason === 'totp_required') return { kind: 'totp' };
  if (error.status === 422 && error.errors.length > 0) return { kind: 'fields', errors: error.errors };
  if (error.status === 429 && error.retryAfter) {
    return { kind: 'alert', text: message('rate_limited', lang, { seconds: error.retryAfter }) };
  }
  if (error.handled) return { kind: 'silent' };
  return { kind: 'alert', text: error.message || fallback };
}
