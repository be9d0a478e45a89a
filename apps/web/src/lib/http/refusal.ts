import { ApiError } from './apiError';
import type { ReadEnvelope } from './envelope';
import { retryAfterSeconds } from './send';

/** The ApiError of an envelope that is not a success: its code, message, fields, reason and wait. */
export function refusalOf(response: Response, envelope: ReadEnvelope, handled = false): ApiError {
  return new ApiError({
    status: response.status,
    code: envelope.code,
    message: envelope.message,
    errors: envelope.errors,
    reason: envelope.reason,
    retryAfter: retryAfterSeconds(response),
    handled,
  });
}
