import type { Queryable } from '../../db/client';
import type { InvariantCheck, Violation } from '../ledger';

/**
 * The platform's accounts of money waiting for a decision are explained, per asset, by the items that
 * wait:
 * - suspense holds what orders not yet paid, settled, resolved, refunded or closed received, the
 *   excess of paid orders held for a refund or on its way back, and the
 *   held deposits neither swept by their order nor resolved as late payments;
 * - unclaimed holds what closed orders booked there and nobody released or refunded yet.
 */
export const platformFundsInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const suspense = await unexplained(
    db,
    'suspense',
    `SELECT asset, received_amount AS amount FROM receipt_orders
     WHERE status IN ('confirming', 'partially_paid', 'exception', 'accounting_exception', 'refund_requested')
     UNION ALL
     SELECT asset, excess_amount FROM receipt_orders WHERE excess_outcome IN ('held', 'refund_requested')
     UNION ALL
     SELECT d.asset, d.amount FROM deposits d
     WHERE d.status = 'held' AND d.resolution_entry_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM late_payments l WHERE l.deposit_id = d.id
         AND l.status IN ('credited', 'refunded'))`,
  );
  for (const s of suspense) out.push({ rule: 'suspense holds exactly what waits for a decision', detail: s });
  const unclaimed = await unexplained(
    db,
    'unclaimed',
    `SELECT l.asset, l.amount FROM receipt_orders o
     JOIN ledger_lines l ON l.ref_type = 'receipt_order' AND l.ref_id = o.id::text AND l.platform_account = 'unclaimed'
     WHERE o.status = 'closed' AND (o.unclaimed_outcome IS NULL OR o.unclaimed_outcome = 'refund_requested')`,
  );
  for (const s of unclaimed)
    out.push({ rule: 'unclaimed funds are those of closed orders not released or refunded', detail: s });
  return out;
};

/** Assets whose platform account's balance differs from the sum of what `waiting` (asset, amount) lists. */
async function unexplained(db: Queryable, account: string, waiting: string): Promise<string[]> {
  const rows = await db.query<{ asset: string; booked: bigint; waiting: bigint }>(
    `WITH waiting AS (${waiting}),
     booked AS (
       SELECT substring(account_key FROM length($1) + 1) AS asset, balance FROM account_balances
       WHERE left(account_key, length($1)) = $1
     ),
     expected AS (SELECT asset, sum(amount) AS amount FROM waiting GROUP BY asset)
     SELECT coalesce(b.asset, w.asset) AS asset, coalesce(b.balance, 0)::bigint AS booked,
       coalesce(w.amount, 0)::bigint AS waiting
     FROM booked b FULL JOIN expected w ON w.asset = b.asset
     WHERE coalesce(b.balance, 0) <> coalesce(w.amount, 0)`,
    [`p:${account}:`],
  );
  return rows.map((r) => `${r.asset}: ${account} ${r.booked}, waiting ${r.waiting}`);
}
