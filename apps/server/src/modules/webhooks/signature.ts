import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** What a list shows of a secret: its last 4 characters. */
export const secretHint = (secret: string) => secret.slice(-4);

/** Hex HMAC-SHA256 of `<timestamp>.<body>` with the secret (the whole `whsec_…` text is the key). */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/**
 * The `Webhook-Signature` header: `t=<unix seconds>,v1=<hex>`, with a second `v1` signed by the
 * previous secret while a rotation's 24 hours run.
 */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)].join(',');
}
