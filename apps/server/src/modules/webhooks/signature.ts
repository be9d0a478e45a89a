import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signatures of the Standard Webhooks specification (https://www.standardwebhooks.com): the secret is
 * `whsec_` and the base64 of the key; a signature is `v1,<base64 HMAC-SHA256(key, "<id>.<t>.<body>")>`.
 */
const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in standard base64 (padded). */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

/** What a list shows of a secret: its last 4 characters. */
export const secretHint = (secret: string) => secret.slice(-4);

/** Standard base64, padded: what every Standard Webhooks library reads. */
const STANDARD = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Whether a secret has the form the specification gives it: `whsec_` and standard base64, padded.
 * Secrets made before the signatures followed it are `whsec_` and 32 bytes in base64url without
 * padding: they keep their key (the same bytes), but a receiver's library wants them in the
 * standard alphabet (`-` → `+`, `_` → `/`, `=` to a multiple of 4), or the secret rotated.
 */
export const isStandardSecret = (secret: string) =>
  secret.startsWith(PREFIX) && STANDARD.test(secret.slice(PREFIX.length));

/** The HMAC key of a secret: the bytes its base64 after `whsec_` stands for (either alphabet). */
export function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's key. */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`, 'utf8');
  return `v1,${mac.digest('base64')}`;
}

/**
 * The `Webhook-Signature` header: one `v1,<base64>` per secret, separated by spaces (the current
 * secret's first; the previous one's too while a rotation's overlap runs).
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): string {
  return secrets.map((s) => signPayload(s, id, timestamp, body)).join(' ');
}
