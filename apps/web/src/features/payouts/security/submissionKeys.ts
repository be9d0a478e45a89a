import { createIdempotencyKeys } from '../../receive/idempotency';

/** The secrets a payout confirmation carries; they never decide which submission it is. */
export interface SecuritySecrets {
  payment_password: string;
  totp_code?: string;
}

/**
 * One Idempotency-Key per payout submission, keyed by what is paid (not by the password or code):
 * a retry after a network failure, even with a fresh authenticator code, reuses the key so the
 * server replays a payout it already made instead of making a second one; another payout (a
 * changed amount, address or quote) or a finished one gets a new key.
 */
export function createSubmissionKeys() {
  const keys = createIdempotencyKeys();
  return {
    keyFor: (request: object) => keys.keyFor(request),
    done: () => keys.done(),
  };
}
