import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './types';
import { WebhookVerificationError } from './webhook-error';

/** The headers of a delivery: a fetch `Headers`, or Node's `req.headers` (any letter case). */
export type DeliveryHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the delivery's time may be from now, in seconds: 300 (5 minutes) unless told. */
  toleranceSeconds?: number;
  /** The time to check against: now unless told. */
  now?: Date;
}

const TIMESTAMP = /^[0-9]{1,15}$/;

function header(headers: DeliveryHeaders, name: string): string {
  let value: string | string[] | null | undefined;
  if (headers instanceof Headers) value = headers.get(name);
  else {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    value = key === undefined ? undefined : headers[key];
  }
  const text = Array.isArray(value) ? value.join(' ') : value;
  if (!text) throw new WebhookVerificationError('missing_header', `the delivery has no ${name} header`);
  return text;
}

/** The `v1` signatures of a `webhook-signature` header: one per live secret, separated by spaces. */
function signaturesOf(value: string): Buffer[] {
  const entries = value.split(' ').filter(Boolean);
  const wellFormed = entries.every((e) => /^v[0-9]+[a-z]?,[A-Za-z0-9+/=_-]+$/.test(e));
  if (!entries.length || !wellFormed) {
    throw new WebhookVerificationError('malformed_header', 'webhook-signature is not `v1,<base64>` entries');
  }
  return entries.filter((e) => e.startsWith('v1,')).map((e) => Buffer.from(e.slice(3), 'base64'));
}

/**
 * Verifies a delivery as the Standard Webhooks specification says (https://www.standardwebhooks.com)
 * and answers its event, typed by the API document. `rawBody` is the body exactly as received (verify
 * before any JSON parsing); `secret` the endpoint's `whsec_…`. One `v1` signature must be the
 * HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the secret's base64 bytes, and
 * the timestamp within the tolerance of now. Throws a `WebhookVerificationError` naming why not.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string | Uint8Array,
  headers: DeliveryHeaders,
  options: VerifyOptions = {},
): WebhookEvent {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = signaturesOf(header(headers, 'webhook-signature'));
  if (!TIMESTAMP.test(timestamp)) {
    throw new WebhookVerificationError('malformed_header', 'webhook-timestamp is not unix seconds');
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
  if (!matches)
    throw new WebhookVerificationError('bad_signature', 'no signature of the delivery matches the secret');

  const tolerance = options.toleranceSeconds ?? 300;
  const age = (options.now ?? new Date()).getTime() / 1000 - Number(timestamp);
  if (age > tolerance)
    throw new WebhookVerificationError('too_old', `the delivery was signed ${Math.round(age)} s ago`);
  if (-age > tolerance) {
    throw new WebhookVerificationError(
      'too_new',
      `the delivery is signed ${Math.round(-age)} s ahead of this clock`,
    );
  }
  return eventOf(body);
}

function eventOf(body: Buffer): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('malformed_body', 'the signed body is not JSON');
  }
  const type = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : undefined;
  if (typeof type !== 'string')
    throw new WebhookVerificationError('malformed_body', 'the signed body is not an event');
  return event as WebhookEvent;
}
