import type { Queryable } from '../../db/client';
import { exportColumnsIn, HISTORY_COLUMNS, type HistoryDbRow, type HistoryExportRow } from './columns';
import { type HistoryFilter, historyConditions } from './filter';

export type PostingDbRow = {
  account_key: string;
  merchant_id: string | null;
  platform_account: string | null;
  bucket: string;
  asset: string;
  amount: bigint;
  balance_after: bigint;
};

/**
 * The statement of a page of rows matching a filter, newest first, below the row `beforeId`
 * (exclusive), at most `limit` of them: what a list page (`HISTORY_COLUMNS`) and each batch of an
 * export (`EXPORT_COLUMNS`) run.
 */
export function historyPageQuery(
  merchantId: string,
  f: HistoryFilter,
  decimals: Map<string, number>,
  limit: number,
  beforeId?: string,
  columns = HISTORY_COLUMNS,
) {
  const c = historyConditions(merchantId, f, decimals);
  if (beforeId) c.add('h.id < ?0::bigint', beforeId);
  const where = c.where();
  c.params.push(limit);
  const sql = `SELECT ${columns} FROM history_rows h WHERE ${where} ORDER BY h.id DESC LIMIT $${c.params.length}`;
  return { sql, params: c.params };
}

/** The SQL of the history's own table (and the ledger's view of an entry's postings). */
export const historyRepo = {
  /** Rows matching a filter, newest first, after the row `beforeId` (exclusive), at most `limit` of them. */
  page(
    db: Queryable,
    merchantId: string,
    f: HistoryFilter,
    decimals: Map<string, number>,
    limit: number,
    beforeId?: string,
  ): Promise<HistoryDbRow[]> {
    const { sql, params } = historyPageQuery(merchantId, f, decimals, limit, beforeId);
    return db.query<HistoryDbRow>(sql, params);
  },

  /** A batch of an export: the rows of a page, as text (`exportColumnsIn` the merchant's zone). */
  exportPage(
    db: Queryable,
    merchantId: string,
    f: HistoryFilter,
    decimals: Map<string, number>,
    limit: number,
    beforeId: string,
    timeZone: string,
  ): Promise<HistoryExportRow[]> {
    const columns = exportColumnsIn(timeZone);
    const { sql, params } = historyPageQuery(merchantId, f, decimals, limit, beforeId, columns);
    return db.query<HistoryExportRow>(sql, params);
  },

  /** How many rows match, and the newest one's id (an export holds what existed when it began). */
  async extent(db: Queryable, merchantId: string, f: HistoryFilter, decimals: Map<string, number>) {
    const c = historyConditions(merchantId, f, decimals);
    const [r] = await db.query<{ n: bigint; top: bigint | null }>(
      `SELECT count(*)::bigint AS n, max(h.id) AS top FROM history_rows h WHERE ${c.where()}`,
      c.params,
    );
    return { rows: Number(r?.n ?? 0n), top: r?.top ?? null };
  },

  async get(db: Queryable, merchantId: string, id: string): Promise<HistoryDbRow | undefined> {
    const [row] = await db.query<HistoryDbRow>(
      `SELECT ${HISTORY_COLUMNS} FROM history_rows h WHERE h.id = $1::bigint AND h.merchant_id = $2`,
      [id, merchantId],
    );
    return row;
  },

  /** The postings of one journal entry, as the ledger's view shows them. */
  postings(db: Queryable, entryId: bigint): Promise<PostingDbRow[]> {
    return db.query<PostingDbRow>(
      `SELECT account_key, merchant_id, platform_account, bucket, asset, amount, balance_after
       FROM ledger_lines WHERE entry_id = $1 ORDER BY posting_id`,
      [entryId],
    );
  },

  /** The memo of a journal entry. */
  async memo(db: Queryable, entryId: bigint): Promise<string> {
    const [r] = await db.query<{ memo: string }>('SELECT memo FROM ledger_entries WHERE id = $1', [entryId]);
    return r?.memo ?? '';
  },
};
