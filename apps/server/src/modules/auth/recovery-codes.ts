import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { sha256 } from '../../platform/secrets';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet: no i, l, o or u, so a code read aloud or copied by hand stays exact. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Case, spaces and the hyphen do not matter; i/l read as 1 and o as 0, as in Crockford's base32. */
function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

const hashOf = (merchantId: string, code: string) => sha256(`recovery|${merchantId}|${normalise(code)}`);

/** One-time codes that stand in for an authenticator code. Only their SHA-256 is stored. */
export const recoveryCodes = {
  /** Replaces every code of the merchant with ten new ones and returns them (the only time they are seen). */
  async replace(tx: Queryable, merchantId: string, now: Date): Promise<string[]> {
    await tx.query('DELETE FROM recovery_codes WHERE merchant_id = $1', [merchantId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const rows = codes.map((_, i) => `($1, $2, $${i + 3})`).join(', ');
    await tx.query(`INSERT INTO recovery_codes (merchant_id, created_at, code_hash) VALUES ${rows}`, [
      merchantId,
      now,
      ...codes.map((c) => hashOf(merchantId, c)),
    ]);
    return codes;
  },

  async clear(tx: Queryable, merchantId: string): Promise<void> {
    await tx.query('DELETE FROM recovery_codes WHERE merchant_id = $1', [merchantId]);
  },

  /** Marks a code used; false when it is wrong or was used before. Safe under concurrent use. */
  async use(db: Queryable, merchantId: string, code: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE recovery_codes SET used_at = $3
       WHERE id = (SELECT id FROM recovery_codes
                   WHERE merchant_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
         AND used_at IS NULL
       RETURNING id`,
      [merchantId, hashOf(merchantId, code), now],
    );
    return rows.length === 1;
  },

  async remaining(db: Queryable, merchantId: string): Promise<number> {
    const rows = await db.query<{ n: bigint | number }>(
      'SELECT count(*) AS n FROM recovery_codes WHERE merchant_id = $1 AND used_at IS NULL',
      [merchantId],
    );
    return Number(rows[0]?.n ?? 0);
  },
};
