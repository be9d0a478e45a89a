import type { Queryable } from '../../db/client';

/**
 * The history is the ledger's, exactly: every entry booked since the history began that changed a
 * merchant's available balance (or, available unchanged, its settlement balance) has its one row per
 * asset with that amount and the available balance the entry left, and no row exists without such
 * an entry. (Registered into the ledger's check by the composition root; typed here without importing
 * the ledger, which writes the rows through this module.)
 */
export const historyInvariants = async (db: Queryable): Promise<{ rule: string; detail: string }[]> => {
  const rows = await db.query<{ entry_id: bigint; merchant_id: string; asset: string; problem: string }>(
    `WITH origin AS (SELECT coalesce(max(entry_id), 0) AS entry_id FROM history_origin),
     moved AS (
       SELECT l.entry_id, l.merchant_id, l.asset,
         coalesce(sum(l.amount) FILTER (WHERE l.bucket = 'available'), 0) AS available,
         coalesce(sum(l.amount) FILTER (WHERE l.bucket = 'settlement'), 0) AS settlement,
         max(l.balance_after) FILTER (WHERE l.bucket = 'available') AS available_after
       FROM ledger_lines l
       WHERE l.merchant_id IS NOT NULL AND l.entry_id > (SELECT entry_id FROM origin)
       GROUP BY l.entry_id, l.merchant_id, l.asset),
     want AS (
       SELECT entry_id, merchant_id, asset, available_after,
         CASE WHEN available <> 0 THEN available ELSE settlement END AS amount
       FROM moved),
     have AS (SELECT entry_id, merchant_id, asset, amount, balance_after,
         count(*) OVER (PARTITION BY entry_id, merchant_id, asset) AS n
       FROM history_rows WHERE entry_id > (SELECT entry_id FROM origin))
     SELECT coalesce(w.entry_id, h.entry_id) AS entry_id, coalesce(w.merchant_id, h.merchant_id) AS merchant_id,
       coalesce(w.asset, h.asset) AS asset,
       CASE WHEN h.entry_id IS NULL THEN 'no history row'
            WHEN w.entry_id IS NULL OR w.amount = 0 THEN 'a history row without its movement'
            WHEN h.n > 1 THEN 'written ' || h.n || ' times'
            WHEN w.amount <> h.amount THEN 'amount ' || h.amount || ' instead of ' || w.amount
            ELSE 'balance after ' || h.balance_after || ' instead of ' || w.available_after END AS problem
     FROM (SELECT * FROM want WHERE amount <> 0) w
     FULL JOIN have h ON h.entry_id = w.entry_id AND h.merchant_id = w.merchant_id AND h.asset = w.asset
     WHERE w.entry_id IS NULL OR h.entry_id IS NULL OR w.amount <> h.amount OR h.n > 1
       OR (w.available_after IS NOT NULL AND w.available_after <> h.balance_after)
     ORDER BY 1 LIMIT 50`,
  );
  return rows.map((r) => ({
    rule: 'every movement of a merchant has its history row, and only those',
    detail: `entry ${r.entry_id} merchant ${r.merchant_id} ${r.asset}: ${r.problem}`,
  }));
};
