import { randomInt } from 'node:crypto';
import { newToken, sha256 } from '../../platform/secrets';

/**
 * The credential of an API key: `mck_` and 20 base62 characters (public, the key's id), a dot, and
 * a secret of 32 random bytes in base64url. Only the secret's SHA-256 is stored: a fast hash is
 * right for a random 256-bit secret, there is nothing to stretch.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PREFIX = 'mck_';
/** A key's shape: the prefix, and a dot that a session token (base64url) never has. */
const LOOKS_LIKE_KEY = /^Bearer\s+mck_[^\s.]*\./;
const CREDENTIAL = /^Bearer\s+(mck_[0-9A-Za-z]{20})\.([A-Za-z0-9_-]{43})$/;

export function newKeyId(): string {
  let id = PREFIX;
  for (let i = 0; i < 20; i++) id += BASE62[randomInt(62)];
  return id;
}

/** A new secret and what is kept of it. */
export function newSecret(): { secret: string; hash: Buffer } {
  const secret = newToken();
  return { secret, hash: sha256(secret) };
}

export const secretHash = (secret: string): Buffer => sha256(secret);

/** What a call sends after `Bearer `. */
export const tokenOf = (keyId: string, secret: string) => `${keyId}.${secret}`;

/** True when an Authorization header carries an API key (well formed or not) rather than a session. */
export function looksLikeApiKey(header: unknown): boolean {
  return typeof header === 'string' && LOOKS_LIKE_KEY.test(header);
}

/** The key id and secret of an Authorization header, or null when it is not a well-formed key. */
export function credentialOf(header: unknown): { keyId: string; secret: string } | null {
  const match = typeof header === 'string' ? CREDENTIAL.exec(header) : null;
  return match?.[1] && match[2] ? { keyId: match[1], secret: match[2] } : null;
}
