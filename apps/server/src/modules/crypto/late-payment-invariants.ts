import type { Queryable } from '../../db/client';
import type { InvariantCheck, Violation } from '../ledger';
import { receiveFee } from './status';

interface LateFacts {
  id: string;
  status: string;
  amount: bigint;
  fee_amount: bigint;
  fee_bps: number;
  available: bigint;
  fees: bigint;
  suspense: bigint;
  other: bigint;
  [key: string]: unknown;
}

/**
 * Late payments and the platform's suspense account:
 * - a late payment is one held, unswept deposit of its order (same asset and amount), and every held
 *   deposit of an order that no longer waits for a decision is a late payment;
 * - open and refund_requested: nothing booked yet; credited: suspense gave the amount, the merchant's
 *   available got amount - fee and fees the receive fee (rounded up); refunded: suspense gave the
 *   amount, the merchant nothing.
 */
export const latePaymentInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const mismatched = await db.query<{ detail: string }>(
    `SELECT 'late payment ' || l.id || ': deposit ' || d.id || ' (' || d.status || ', ' || d.asset || ' ' || d.amount
       || ') of order ' || d.order_id AS detail
     FROM late_payments l JOIN deposits d ON d.id = l.deposit_id
     WHERE d.status <> 'held' OR d.resolution_entry_id IS NOT NULL OR d.order_id <> l.order_id
       OR d.asset <> l.asset OR d.amount <> l.amount`,
  );
  for (const r of mismatched)
    out.push({ rule: 'a late payment is one held deposit of its order', detail: r.detail });

  const orphans = await db.query<{ detail: string }>(
    `SELECT 'deposit ' || d.id || ' held on order ' || o.id || ' (' || o.status || ')' AS detail
     FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
     WHERE d.status = 'held' AND d.resolution_entry_id IS NULL
       AND o.status NOT IN ('exception', 'accounting_exception')
       AND NOT EXISTS (SELECT 1 FROM late_payments l WHERE l.deposit_id = d.id)`,
  );
  for (const r of orphans)
    out.push({ rule: 'money held on a decided order is a late payment', detail: r.detail });

  const facts = await db.query<LateFacts>(
    `SELECT l.id, l.status, l.amount, l.fee_amount, l.fee_bps,
       coalesce(sum(x.amount) FILTER (WHERE x.merchant_id IS NOT NULL AND x.bucket = 'available'), 0)::bigint AS available,
       coalesce(sum(x.amount) FILTER (WHERE x.platform_account = 'fees'), 0)::bigint AS fees,
       coalesce(sum(x.amount) FILTER (WHERE x.platform_account = 'suspense'), 0)::bigint AS suspense,
       coalesce(sum(x.amount) FILTER (WHERE x.merchant_id IS NOT NULL AND x.bucket <> 'available'), 0)::bigint AS other
     FROM late_payments l LEFT JOIN ledger_lines x ON x.ref_type = 'late_payment' AND x.ref_id = l.id::text
     GROUP BY l.id`,
  );
  for (const f of facts) {
    const problem = expectedFlow(f);
    if (problem)
      out.push({
        rule: 'late payments have the postings their state implies',
        detail: `late payment ${f.id} (${f.status}): ${problem}`,
      });
  }

  return out;
};

function expectedFlow(f: LateFacts): string | null {
  if (f.other !== 0n) return `merchant buckets other than available got ${f.other}`;
  if (f.status === 'credited') {
    const fee = receiveFee(f.amount, f.fee_bps);
    if (f.fee_amount !== fee) return `fee ${f.fee_amount}, expected ${fee}`;
    if (f.suspense !== -f.amount) return `suspense gave ${-f.suspense}, expected ${f.amount}`;
    if (f.available !== f.amount - fee) return `available got ${f.available}, expected ${f.amount - fee}`;
    if (f.fees !== fee) return `fees got ${f.fees}, expected ${fee}`;
    return null;
  }
  if (f.available !== 0n) return `available got ${f.available}`;
  if (f.status === 'refunded') return f.suspense === -f.amount ? null : `suspense gave ${-f.suspense}`;
  if (f.suspense !== 0n || f.fees !== 0n) return `booked ${-f.suspense} from suspense before a decision`;
  return null;
}
