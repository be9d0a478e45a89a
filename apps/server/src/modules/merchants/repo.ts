import type { Queryable } from '../../db/client';

export interface MerchantRow {
  id: string;
  merchant_name: string;
  merchant_type: 'enterprise' | 'individual';
  email: string;
  password_hash: string;
  status: 'normal' | 'disabled';
  kyb_status: 'not_submitted' | 'pending' | 'verified' | 'failed';
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_pending_secret: string | null;
  totp_last_step: bigint;
  created_at: Date;
  [key: string]: unknown;
}

const COLUMNS = `id, merchant_name, merchant_type, email, password_hash, status, kyb_status,
  totp_secret, totp_enabled, totp_pending_secret, totp_last_step, created_at`;

export const merchantRepo = {
  async byId(db: Queryable, id: string, forUpdate = false): Promise<MerchantRow | undefined> {
    const rows = await db.query<MerchantRow>(
      `SELECT ${COLUMNS} FROM merchants WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  },

  async byEmail(db: Queryable, email: string): Promise<MerchantRow | undefined> {
    const rows = await db.query<MerchantRow>(
      `SELECT ${COLUMNS} FROM merchants WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  },

  async emailTaken(db: Queryable, email: string): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM merchants WHERE lower(email) = lower($1)', [email]);
    return rows.length > 0;
  },

  async insert(
    db: Queryable,
    m: { merchant_name: string; merchant_type: string; email: string; password_hash: string },
  ): Promise<MerchantRow> {
    const rows = await db.query<MerchantRow>(
      `INSERT INTO merchants (merchant_name, merchant_type, email, password_hash)
       VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [m.merchant_name, m.merchant_type, m.email, m.password_hash],
    );
    return rows[0]!;
  },

  async setPendingTotp(db: Queryable, id: string, secret: string): Promise<void> {
    await db.query('UPDATE merchants SET totp_pending_secret = $2, updated_at = now() WHERE id = $1', [
      id,
      secret,
    ]);
  },

  async enableTotp(db: Queryable, id: string, secret: string, step: number): Promise<void> {
    await db.query(
      `UPDATE merchants SET totp_secret = $2, totp_enabled = true, totp_pending_secret = NULL,
         totp_last_step = $3, updated_at = now() WHERE id = $1`,
      [id, secret, step],
    );
  },

  async disableTotp(db: Queryable, id: string): Promise<void> {
    await db.query(
      `UPDATE merchants SET totp_secret = NULL, totp_enabled = false, totp_pending_secret = NULL,
         totp_last_step = 0, updated_at = now() WHERE id = $1`,
      [id],
    );
  },

  async setKybStatus(db: Queryable, id: string, status: MerchantRow['kyb_status']): Promise<void> {
    await db.query('UPDATE merchants SET kyb_status = $2, updated_at = now() WHERE id = $1', [id, status]);
  },

  async setPasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
    await db.query('UPDATE merchants SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  },

  /** Records a used TOTP step; false when that step (or a later one) was already used. */
  async useTotpStep(db: Queryable, id: string, step: number): Promise<boolean> {
    const rows = await db.query(
      'UPDATE merchants SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
      [id, step],
    );
    return rows.length === 1;
  },
};
