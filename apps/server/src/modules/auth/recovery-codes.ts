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

// A migrated owner's user id is its merchant's id, so codes made before users existed still match.
const hashOf = (userId: string, code: string) => sha256(`recovery|${userId}|${normalise(code)}`);

/** One-time codes that stand in for an authenticator code. Only their SHA-256 is stored. */
export const recoveryCodes = {
  /** Replaces every code of the user with ten new ones and returns them (the only time they are seen). */
  async replace(tx: Queryable, who: { merchantId: string; userId: string }, now: Date): Promise<string[]> {
    const { merchantId, userId } = who;
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const rows = codes.map((_, i) => `($1, $2, $3, $${i + 4})`).join(', ');
    await tx.query(
      `INSERT INTO recovery_codes (merchant_id, user_id, created_at, code_hash) VALUES ${rows}`,
      [merchantId, userId, now, ...codes.map((c) => hashOf(userId, c))],
    );
    return codes;
  },

  async clear(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  },

  /** Marks a code used; false when it is wrong or was used before. Safe under concurrent use. */
  async use(db: Queryable, userId: string, code: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE recovery_codes SET used_at = $3
       WHERE id = (SELECT id FROM recovery_codes
                   WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
         AND used_at IS NULL
       RETURNING id`,
      [userId, hashOf(userId, code), now],
    );
    return rows.length === 1;
  },

  async remaining(db: Queryable, userId: string): Promise<number> {
    const rows = await db.query<{ n: bigint | number }>(
      'SELECT count(*) AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  },
};
