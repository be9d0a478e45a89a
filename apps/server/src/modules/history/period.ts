import type { Queryable } from '../../db/client';

/**
 * The history of a period [from, to) read for statements and the money page's chart. A row moves
 * the available balance by `change`: its balance after less the one before it (the asset's
 * previous row; the first row of the period follows the last one before it). A row of money
 * received and not yet settled leaves available alone: its change is 0.
 */
export type PeriodRow = {
  id: string;
  created_at: Date;
  type: string;
  kind: string;
  asset: string;
  network: string | null;
  amount: bigint;
  fee: bigint;
  change: bigint;
  balance_after: bigint;
  order_no: string | null;
  counterparty: string | null;
  tx_hash: string | null;
  ref_type: string;
  ref_id: string;
};

const OPENING = `opening AS (
  SELECT DISTINCT ON (asset) asset, balance_after FROM history_rows
  WHERE merchant_id = $1 AND created_at < $2 ORDER BY asset, id DESC
)`;

// The asset's previous row: within the period by the window; for the period's first row of an
// asset, the row before it (read along the merchant's index, newest first, only for that row).
const CHANGED = `changed AS (
  SELECT h.*, h.balance_after - coalesce(
    lag(h.balance_after) OVER (PARTITION BY h.asset ORDER BY h.id),
    (SELECT p.balance_after FROM history_rows p
     WHERE p.merchant_id = h.merchant_id AND p.asset = h.asset AND p.id < h.id ORDER BY p.id DESC LIMIT 1),
    0) AS change
  FROM history_rows h
  WHERE h.merchant_id = $1 AND h.created_at >= $2 AND h.created_at < $3
)`;

/** The available balance per asset after the last row before `at` (assets without rows are absent). */
export async function historyBalancesBefore(
  db: Queryable,
  merchantId: string,
  at: Date,
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ asset: string; balance_after: bigint }>(
    `WITH ${OPENING} SELECT asset, balance_after FROM opening`,
    [merchantId, at],
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.balance_after)]));
}

/** Every row of the period that moved the available balance, oldest first. */
export async function periodMovements(
  db: Queryable,
  merchantId: string,
  from: Date,
  to: Date,
): Promise<PeriodRow[]> {
  return db.query<PeriodRow>(
    `WITH ${CHANGED}
     SELECT id::text AS id, created_at, type, kind, asset, network, amount, fee, change, balance_after,
       order_no, counterparty, tx_hash, ref_type, ref_id
     FROM changed WHERE change <> 0 ORDER BY id`,
    [merchantId, from, to],
  );
}

/** What came in and went out of the available balance per asset and UTC day of the period. */
export async function dailyFlows(
  db: Queryable,
  merchantId: string,
  from: Date,
  to: Date,
): Promise<{ asset: string; day: string; inflow: bigint; outflow: bigint }[]> {
  const rows = await db.query<{ asset: string; day: string; inflow: bigint; outflow: bigint }>(
    `WITH ${CHANGED}
     SELECT asset, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       coalesce(sum(change) FILTER (WHERE change > 0), 0)::bigint AS inflow,
       coalesce(-sum(change) FILTER (WHERE change < 0), 0)::bigint AS outflow
     FROM changed WHERE change <> 0 GROUP BY 1, 2 ORDER BY 1, 2`,
    [merchantId, from, to],
  );
  return rows.map((r) => ({ ...r, inflow: BigInt(r.inflow), outflow: BigInt(r.outflow) }));
}

/** The merchants with at least one row in the period. */
export async function merchantsWithMovements(db: Queryable, from: Date, to: Date): Promise<string[]> {
  const rows = await db.query<{ merchant_id: string }>(
    'SELECT DISTINCT merchant_id FROM history_rows WHERE created_at >= $1 AND created_at < $2',
    [from, to],
  );
  return rows.map((r) => r.merchant_id);
}
