import type { Queryable } from '../../db/client';
import { escapeLike, listConditions, type TimeIdPosition } from '../../platform/paging';
import { type MerchantRow, merchantRepo } from './repo';

export interface MerchantListFilter {
  /** Part of the name or the email, any case. */
  q?: string;
  status?: MerchantRow['status'];
  limit: number;
  after?: TimeIdPosition;
}

const COLUMNS = 'id, merchant_name, merchant_type, email, status, kyb_status, created_at';

/** A merchant in the back office: whether every active owner has an authenticator bound too. */
export interface AdminMerchantRow extends MerchantRow {
  totp_enabled: boolean;
}

// user_profiles (auth) and role_grants (team): the views their owners define for others.
const OWNERS_BOUND = `coalesce((SELECT bool_and(u.authenticator_bound) FROM user_profiles u
    JOIN role_grants r ON r.id = u.role_id
    WHERE u.merchant_id = merchants.id AND u.status = 'active' AND r.key = 'owner'), false) AS totp_enabled`;

/** What the platform's operators do with merchant accounts: find them, disable and enable them. */
export const merchantAdmin = {
  /** Newest first; one more row than `limit` tells whether more follow. */
  async list(q: Queryable, f: MerchantListFilter): Promise<AdminMerchantRow[]> {
    const c = listConditions();
    if (f.q) c.add('(merchant_name ILIKE ?0 OR email ILIKE ?0)', `%${escapeLike(f.q)}%`);
    if (f.status) c.add('status = ?0', f.status);
    c.after('created_at', 'id', f.after, '<');
    const limit = c.limit(f.limit);
    return q.query<AdminMerchantRow>(
      `SELECT ${COLUMNS}, ${OWNERS_BOUND} FROM merchants WHERE ${c.where()}
       ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      c.params,
    );
  },

  /** The merchant, its row locked until the transaction ends. */
  lock(tx: Queryable, id: string): Promise<MerchantRow | undefined> {
    return merchantRepo.byId(tx, id, true);
  },

  async setStatus(tx: Queryable, id: string, status: MerchantRow['status']): Promise<AdminMerchantRow> {
    const [row] = await tx.query<AdminMerchantRow>(
      `UPDATE merchants SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}, ${OWNERS_BOUND}`,
      [id, status],
    );
    if (!row) throw new Error(`merchant ${id} vanished`);
    return row;
  },

  /** Name and email of each merchant asked for (unknown ids are left out). */
  async contacts(q: Queryable, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
    if (!ids.length) return new Map();
    const rows = await q.query<{ id: string; merchant_name: string; email: string }>(
      'SELECT id, merchant_name, email FROM merchants WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, { name: r.merchant_name, email: r.email }]));
  },
};
