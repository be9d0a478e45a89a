import type { Queryable } from '../../db/client';

export interface MerchantRow {
  id: string;
  merchant_name: string;
  merchant_type: 'enterprise' | 'individual';
  /** The contact email given at sign-up (each user signs in with their own). */
  email: string;
  status: 'normal' | 'disabled';
  kyb_status: 'not_submitted' | 'pending' | 'verified' | 'failed';
  created_at: Date;
  /** The merchant's time zone (IANA name): its days and months are cut in it. */
  timezone: string;
  [key: string]: unknown;
}

const COLUMNS = 'id, merchant_name, merchant_type, email, status, kyb_status, created_at, timezone';

export const merchantRepo = {
  async byId(db: Queryable, id: string, forUpdate = false): Promise<MerchantRow | undefined> {
    const rows = await db.query<MerchantRow>(
      `SELECT ${COLUMNS} FROM merchants WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  },

  async insert(
    db: Queryable,
    m: { merchant_name: string; merchant_type: string; email: string; timezone: string },
  ): Promise<MerchantRow> {
    const rows = await db.query<MerchantRow>(
      `INSERT INTO merchants (merchant_name, merchant_type, email, timezone)
       VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [m.merchant_name, m.merchant_type, m.email, m.timezone],
    );
    return rows[0]!;
  },

  async setTimeZone(db: Queryable, id: string, timezone: string): Promise<void> {
    await db.query('UPDATE merchants SET timezone = $2, updated_at = now() WHERE id = $1', [id, timezone]);
  },

  async setKybStatus(db: Queryable, id: string, status: MerchantRow['kyb_status']): Promise<void> {
    await db.query('UPDATE merchants SET kyb_status = $2, updated_at = now() WHERE id = $1', [id, status]);
  },
};
