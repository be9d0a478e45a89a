import type { Queryable } from '../../db/client';

/**
 * The history of a period [from, to) read for statements and the money page's chart: the rows of the
 * available balance. A row moves it by `change` (the row's net); its balance after follows from the
 * one before it.
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
  remark: string | null;
  ref_type: string;
  ref_id: string;
};

const OPENING = `opening AS (
  SELECT DISTINCT ON (asset) asset, balance_after FROM history_rows
  WHERE merchant_id = $1 AND balance = 'available' AND created_at < $2 ORDER BY asset, id DESC
)`;

const AVAILABLE_IN_PERIOD = `history_rows h
  WHERE h.merchant_id = $1 AND h.balance = 'available' AND h.created_at >= $2 AND h.created_at < $3`;

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
    `SELECT h.id::text AS id, h.created_at, h.type, h.kind, h.asset, h.network, h.amount, h.fee,
       h.net AS change, h.balance_after, h.order_no, h.counterparty, h.tx_hash, h.remark, h.ref_type, h.ref_id
     FROM ${AVAILABLE_IN_PERIOD} ORDER BY h.id`,
    [merchantId, from, to],
  );
}

/** What came in and went out of the available balance per asset and local day (of the zone) of the period. */
export async function dailyFlows(
  db: Queryable,
  merchantId: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<{ asset: string; day: string; inflow: bigint; outflow: bigint }[]> {
  const rows = await db.query<{ asset: string; day: string; inflow: bigint; outflow: bigint }>(
    `SELECT h.asset, to_char(h.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
       coalesce(sum(h.net) FILTER (WHERE h.net > 0), 0)::bigint AS inflow,
       coalesce(-sum(h.net) FILTER (WHERE h.net < 0), 0)::bigint AS outflow
     FROM ${AVAILABLE_IN_PERIOD} GROUP BY 1, 2 ORDER BY 1, 2`,
    [merchantId, from, to, timeZone],
  );
  return rows.map((r) => ({ ...r, inflow: BigInt(r.inflow), outflow: BigInt(r.outflow) }));
}

/** Whether the merchant has a row in the period (of any balance). */
export async function hasMovements(
  db: Queryable,
  merchantId: string,
  from: Date,
  to: Date,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM history_rows WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3 LIMIT 1',
    [merchantId, from, to],
  );
  return rows.length > 0;
}

/** The merchants with at least one row in the period (of any balance). */
export async function merchantsWithMovements(db: Queryable, from: Date, to: Date): Promise<string[]> {
  const rows = await db.query<{ merchant_id: string }>(
    'SELECT DISTINCT merchant_id FROM history_rows WHERE created_at >= $1 AND created_at < $2',
    [from, to],
  );
  return rows.map((r) => r.merchant_id);
}
