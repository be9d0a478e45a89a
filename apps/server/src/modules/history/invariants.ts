import type { Queryable } from '../../db/client';

/**
 * The history is the ledger's, exactly: every entry booked since the history began that changed a
 * merchant's available, settlement or frozen balance has its one row per asset and balance, whose
 * net is that change and whose balance after is the balance the entry left, and no row exists
 * without such an entry; every row's amount is its net plus its fee. (Registered into the ledger's
 * check by the composition root; typed here without importing the ledger, which writes the rows
 * through this module.)
 */
export const historyInvariants = async (db: Queryable): Promise<{ rule: string; detail: string }[]> => {
  const rows = await db.query<{ entry_id: bigint; merchant_id: string; asset: string; problem: string }>(
    `WITH origin AS (SELECT coalesce(max(entry_id), 0) AS entry_id FROM history_origin),
     want AS (
       SELECT l.entry_id, l.merchant_id, l.asset, l.bucket AS balance, sum(l.amount) AS net,
         (array_agg(l.balance_after ORDER BY l.posting_id DESC))[1] AS balance_after
       FROM ledger_lines l
       WHERE l.merchant_id IS NOT NULL AND l.bucket IN ('available', 'settlement', 'frozen')
         AND l.entry_id > (SELECT entry_id FROM origin)
       GROUP BY l.entry_id, l.merchant_id, l.asset, l.bucket
       HAVING sum(l.amount) <> 0),
     have AS (SELECT entry_id, merchant_id, asset, balance, net, amount, fee, balance_after,
         count(*) OVER (PARTITION BY entry_id, merchant_id, asset, balance) AS n
       FROM history_rows WHERE entry_id > (SELECT entry_id FROM origin))
     SELECT coalesce(w.entry_id, h.entry_id) AS entry_id, coalesce(w.merchant_id, h.merchant_id) AS merchant_id,
       coalesce(w.asset, h.asset) || ' ' || coalesce(w.balance, h.balance) AS asset,
       CASE WHEN h.entry_id IS NULL THEN 'no history row'
            WHEN w.entry_id IS NULL THEN 'a history row without its movement'
            WHEN h.n > 1 THEN 'written ' || h.n || ' times'
            WHEN w.net <> h.net THEN 'net ' || h.net || ' instead of ' || w.net
            WHEN h.amount <> h.net + h.fee THEN 'amount ' || h.amount || ' is not net ' || h.net || ' + fee ' || h.fee
            ELSE 'balance after ' || h.balance_after || ' instead of ' || w.balance_after END AS problem
     FROM want w
     FULL JOIN have h ON h.entry_id = w.entry_id AND h.merchant_id = w.merchant_id AND h.asset = w.asset
       AND h.balance = w.balance
     WHERE w.entry_id IS NULL OR h.entry_id IS NULL OR w.net <> h.net OR h.n > 1
       OR h.amount <> h.net + h.fee OR w.balance_after <> h.balance_after
     ORDER BY 1 LIMIT 50`,
  );
  return rows.map((r) => ({
    rule: 'every movement of a merchant has its history row, and only those',
    detail: `entry ${r.entry_id} merchant ${r.merchant_id} ${r.asset}: ${r.problem}`,
  }));
};
