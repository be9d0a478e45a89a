import type { CollectionAccountStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { escapeLike, listConditions, type TimeIdPosition } from '../../platform/paging';
import { ACCOUNT_COLUMNS, type CollectionAccountRow } from './account-rows';

/** What a list (or an export) of accounts is filtered by; `month`: the merchant's current month. */
export interface AccountFilter {
  asset?: string | undefined;
  network?: string | undefined;
  status?: CollectionAccountStatus | undefined;
  deposited_this_month?: 'true' | 'false' | undefined;
  q?: string | undefined;
  month: string;
}

/** An account's transfers in figures (crypto's view `collection_order_totals`). */
export type AccountTotals = {
  account_id: string;
  deposit_count: bigint;
  last_deposit_at: Date | null;
  total_received: bigint;
};

/** One transfer to an account: the receipt order it became (crypto's view `collection_transfers`). */
export interface TransferRow {
  account_id: string;
  order_id: string;
  merchant_order_no: string;
  month: string;
  asset: string;
  transfer_asset: string;
  amount: bigint;
  status: string;
  exception_reason: string | null;
  tx_hash: string;
  from_address: string;
  confirmations: number;
  seen_at: Date;
  [key: string]: unknown;
}

/** A filter's conditions on `collection_accounts a` of one merchant. */
function conditionsOf(merchantId: string, f: AccountFilter) {
  const c = listConditions();
  c.add('a.merchant_id = ?0', merchantId);
  if (f.asset) c.add('a.asset = ?0', f.asset);
  if (f.network) c.add('a.network = ?0', f.network);
  if (f.status) c.add('a.status = ?0', f.status);
  if (f.deposited_this_month) {
    c.add(
      `${f.deposited_this_month === 'true' ? '' : 'NOT '}EXISTS (SELECT 1 FROM collection_transfers t
        WHERE t.account_id = a.id AND t.month = ?0)`,
      f.month,
    );
  }
  if (f.q) {
    c.add(
      `(a.customer_name ILIKE '%' || ?0 || '%' OR lower(a.customer_ref) = lower(?1) OR lower(a.address) = lower(?1))`,
      escapeLike(f.q),
      f.q,
    );
  }
  return c;
}

export const collectionRepo = {
  async get(q: Queryable, id: string, merchantId?: string): Promise<CollectionAccountRow | undefined> {
    const rows = await q.query<CollectionAccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM collection_accounts a WHERE a.id = $1 ${merchantId ? 'AND a.merchant_id = $2' : ''}`,
      merchantId ? [id, merchantId] : [id],
    );
    return rows[0];
  },

  /** A page of accounts, newest first, after a position. */
  async list(
    q: Queryable,
    merchantId: string,
    f: AccountFilter & { limit: number; after?: TimeIdPosition | undefined },
  ): Promise<CollectionAccountRow[]> {
    const c = conditionsOf(merchantId, f);
    const page = c.newestFirst('a.created_at', 'a.id', f.after, f.limit);
    return q.query<CollectionAccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM collection_accounts a WHERE ${c.where()} ${page}`,
      c.params,
    );
  },

  /** How many accounts match a filter (an export's row count). */
  async count(q: Queryable, merchantId: string, f: AccountFilter): Promise<number> {
    const c = conditionsOf(merchantId, f);
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM collection_accounts a WHERE ${c.where()}`,
      c.params,
    );
    return row?.n ?? 0;
  },

  async totals(q: Queryable, ids: readonly string[]): Promise<Map<string, AccountTotals>> {
    if (!ids.length) return new Map();
    const rows = await q.query<AccountTotals>(
      `SELECT account_id, deposit_count, last_deposit_at, total_received FROM collection_order_totals
       WHERE account_id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.account_id, r]));
  },

  /** Each account's transfers in a month: how many, and what arrived of the account's asset. */
  async month(
    q: Queryable,
    ids: readonly string[],
    month: string,
  ): Promise<Map<string, { deposits: number; amount: bigint }>> {
    if (!ids.length) return new Map();
    const rows = await q.query<{ account_id: string; deposits: number; amount: bigint }>(
      `SELECT account_id, count(*)::int AS deposits,
         COALESCE(sum(amount) FILTER (WHERE transfer_asset = asset), 0)::bigint AS amount
       FROM collection_transfers WHERE account_id = ANY($1::uuid[]) AND month = $2 GROUP BY account_id`,
      [ids, month],
    );
    return new Map(rows.map((r) => [r.account_id, { deposits: r.deposits, amount: r.amount }]));
  },

  /** An account's transfers, newest first (in chain order as seen; of one month, when given). */
  async transfers(q: Queryable, accountId: string, limit: number, month?: string): Promise<TransferRow[]> {
    return q.query<TransferRow>(
      `SELECT account_id, order_id, merchant_order_no, month, asset, transfer_asset, amount, status,
         exception_reason, tx_hash, from_address, confirmations, seen_at
       FROM collection_transfers WHERE account_id = $1 ${month ? 'AND month = $3' : ''}
       ORDER BY deposit_id DESC LIMIT $2`,
      month ? [accountId, limit, month] : [accountId, limit],
    );
  },

  async setStatus(q: Queryable, id: string, status: CollectionAccountStatus, at: Date) {
    await q.query('UPDATE collection_accounts SET status = $2, updated_at = $3 WHERE id = $1', [
      id,
      status,
      at,
    ]);
  },

  async merchantName(q: Queryable, merchantId: string): Promise<string> {
    const [m] = await q.query<{ merchant_name: string }>(
      'SELECT merchant_name FROM merchant_standing WHERE id = $1',
      [merchantId],
    );
    return m?.merchant_name ?? '';
  },
};
