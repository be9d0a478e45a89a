/** Why a delivery did not verify. */
export type WebhookRefusal =
  | 'missing_header'
  | 'malformed_header'
  | 'bad_signature'
  | 'too_old'
  | 'too_new'
  | 'malformed_body';

/** A delivery that is not the product's, or not now: answer it with a 4xx and do not act on it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    /** Why it did not verify. */
    readonly reason: WebhookRefusal,
    message: string,
  ) {
    super(message);
  }
}
