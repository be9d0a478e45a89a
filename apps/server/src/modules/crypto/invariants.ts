import type { Queryable } from '../../db/client';
import type { InvariantCheck, Violation } from '../ledger/check';

/**
 * Every receipt order has exactly the postings its state implies:
 * - each confirmed or held deposit is booked once into suspense;
 * - paid: the received amount sits in the merchant's settlement bucket;
 * - completed / exception_resolved (accepted): available got received - fee, fees got fee;
 * - refunded: the merchant got nothing, suspense gave back received;
 * - expired, cancelled, closed and open states: the merchant got nothing.
 */
export const receiptOrderInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const unbooked = await db.query<{ detail: string }>(
    `SELECT 'deposit ' || d.id || ' (' || d.status || ') booked ' || count(e.id) || ' times' AS detail
     FROM deposits d LEFT JOIN journal_entries e ON e.kind = 'deposit_received' AND e.ref_type = 'deposit'
       AND e.ref_id = d.id::text
     GROUP BY d.id, d.status
     HAVING count(e.id) <> CASE WHEN d.status IN ('confirmed', 'held') THEN 1 ELSE 0 END`,
  );
  for (const r of unbooked)
    out.push({ rule: 'each confirmed deposit is booked exactly once', detail: r.detail });

  const orders = await db.query<{
    id: string;
    status: string;
    resolution: string | null;
    received_amount: bigint;
    fee_amount: bigint;
    available: bigint;
    settlement: bigint;
    fees: bigint;
    confirmed: bigint;
  }>(
    `SELECT o.id, o.status, o.resolution, o.received_amount, o.fee_amount,
       coalesce(sum(p.amount) FILTER (WHERE a.merchant_id IS NOT NULL AND a.bucket = 'available'), 0)::bigint AS available,
       coalesce(sum(p.amount) FILTER (WHERE a.merchant_id IS NOT NULL AND a.bucket = 'settlement'), 0)::bigint AS settlement,
       coalesce(sum(p.amount) FILTER (WHERE a.platform_account = 'fees'), 0)::bigint AS fees,
       (SELECT coalesce(sum(d.amount), 0)::bigint FROM deposits d WHERE d.order_id = o.id AND d.status = 'confirmed') AS confirmed
     FROM receipt_orders o
     LEFT JOIN journal_entries e ON e.ref_type = 'receipt_order' AND e.ref_id = o.id::text
     LEFT JOIN postings p ON p.entry_id = e.id
     LEFT JOIN ledger_accounts a ON a.id = p.account_id
     GROUP BY o.id`,
  );
  for (const o of orders) {
    const bad = (why: string) =>
      out.push({
        rule: 'orders have the postings their state implies',
        detail: `order ${o.id} (${o.status}): ${why}`,
      });
    if (o.confirmed !== o.received_amount)
      bad(`received ${o.received_amount} but confirmed deposits sum to ${o.confirmed}`);
    const credited =
      o.status === 'completed' || (o.status === 'exception_resolved' && o.resolution === 'accepted');
    if (credited) {
      if (o.available !== o.received_amount - o.fee_amount)
        bad(`available got ${o.available}, expected ${o.received_amount - o.fee_amount}`);
      if (o.fees !== o.fee_amount) bad(`fees got ${o.fees}, expected ${o.fee_amount}`);
      if (o.settlement !== 0n) bad(`settlement left at ${o.settlement}`);
    } else if (o.status === 'paid') {
      if (o.settlement !== o.received_amount || o.available !== 0n)
        bad(`settlement ${o.settlement}, available ${o.available}`);
    } else if (o.available !== 0n || o.settlement !== 0n) {
      bad(`merchant got ${o.available} available and ${o.settlement} settlement`);
    }
  }
  return out;
};
