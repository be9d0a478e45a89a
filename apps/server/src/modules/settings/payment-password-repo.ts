import type { Queryable } from '../../db/client';

export interface PaymentPasswordRow {
  password_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
  [key: string]: unknown;
}

/** The payment password of a user and its lockout counters. */
export const paymentPasswordRepo = {
  async get(db: Queryable, userId: string): Promise<PaymentPasswordRow | undefined> {
    const rows = await db.query<PaymentPasswordRow>(
      'SELECT password_hash, failed_attempts, locked_until FROM payment_passwords WHERE user_id = $1',
      [userId],
    );
    return rows[0];
  },

  /** False when the user already has one. */
  async insert(
    db: Queryable,
    who: { merchantId: string; userId: string },
    hash: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO payment_passwords (merchant_id, user_id, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [who.merchantId, who.userId, hash, now],
    );
    return rows.length === 1;
  },

  /** A new hash; wrong tries and any lock are forgotten. */
  async replace(db: Queryable, userId: string, hash: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE payment_passwords SET password_hash = $2, failed_attempts = 0, locked_until = NULL,
         updated_at = $3 WHERE user_id = $1`,
      [userId, hash, now],
    );
  },

  /** Forgets wrong tries after a right one; false when a lock started meanwhile. */
  async clearFailures(db: Queryable, userId: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE payment_passwords SET failed_attempts = 0
       WHERE user_id = $1 AND (locked_until IS NULL OR locked_until <= $2) RETURNING user_id`,
      [userId, now],
    );
    return rows.length === 1;
  },

  /**
   * Counts a wrong try atomically; the `maxTries`-th starts a lock until `lockUntil` and resets the
   * count. Undefined when the password is locked already (a concurrent try locked it).
   */
  async countFailure(
    db: Queryable,
    userId: string,
    now: Date,
    maxTries: number,
    lockUntil: Date,
  ): Promise<{ failed_attempts: number; locked_until: Date | null } | undefined> {
    const rows = await db.query<{ failed_attempts: number; locked_until: Date | null }>(
      `UPDATE payment_passwords SET
         failed_attempts = CASE WHEN failed_attempts + 1 >= $3 THEN 0 ELSE failed_attempts + 1 END,
         locked_until = CASE WHEN failed_attempts + 1 >= $3 THEN $4 ELSE locked_until END
       WHERE user_id = $1 AND (locked_until IS NULL OR locked_until <= $2)
       RETURNING failed_attempts, locked_until`,
      [userId, now, maxTries, lockUntil],
    );
    return rows[0];
  },
};
