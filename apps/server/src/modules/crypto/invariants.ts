import type { Queryable } from '../../db/client';
import type { InvariantCheck, Violation } from '../ledger';
import { receiveFee } from './status';

interface OrderFacts {
  id: string;
  status: string;
  resolution: string | null;
  unclaimed_outcome: string | null;
  asset: string;
  received_amount: bigint;
  fee_amount: bigint;
  fee_bps: number;
  amount: bigint;
  excess_amount: bigint;
  excess_outcome: string | null;
  excess_fee: bigint;
  confirmed: bigint;
  [key: string]: unknown;
}

interface Flow {
  available: bigint;
  settlement: bigint;
  fees: bigint;
  unclaimed: bigint;
}

const NONE: Flow = { available: 0n, settlement: 0n, fees: 0n, unclaimed: 0n };

/**
 * Every receipt order has exactly the postings its state implies, per asset:
 * - each confirmed or held deposit is booked once into suspense;
 * - a held deposit is swept at most by its own order's acceptance or closure;
 * - paid: the received amount less any excess (what arrived beyond the amount) sits in the merchant's
 *   settlement bucket; completed: available got that less fee, fees got fee;
 * - the excess of a paid or completed order: credited, available got it less its receive fee and fees
 *   that fee; held or on its way back, nothing; refunded, fees got the network fee;
 * - exception_resolved (accepted): available got received + swept - fee in the order's asset,
 *   and swept - fee in any other asset swept, fees got the fees;
 * - closed: unclaimed funds got received + swept per asset, the merchant nothing; once released,
 *   unclaimed gave it all back and available got it less the receive fee per asset; once refunded,
 *   unclaimed gave it all back and the merchant got nothing;
 * - refunded: the merchant got nothing, suspense gave back received;
 * - expired, cancelled and open states: the merchant got nothing, nothing was swept.
 */
export const receiptOrderInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const unbooked = await db.query<{ detail: string }>(
    `SELECT 'deposit ' || d.id || ' (' || d.status || ') booked ' || count(e.id) || ' times' AS detail
     FROM deposits d LEFT JOIN ledger_entries e ON e.kind = 'deposit_received' AND e.ref_type = 'deposit'
       AND e.ref_id = d.id::text
     GROUP BY d.id, d.status
     HAVING count(e.id) <> CASE WHEN d.status IN ('confirmed', 'held') THEN 1 ELSE 0 END`,
  );
  for (const r of unbooked)
    out.push({ rule: 'each confirmed deposit is booked exactly once', detail: r.detail });

  const misswept = await db.query<{ detail: string }>(
    `SELECT 'deposit ' || d.id || ' (' || d.status || ') swept by entry ' || e.id || ' (' || e.kind || ' of '
       || e.ref_type || ' ' || e.ref_id || ')' AS detail
     FROM deposits d JOIN ledger_entries e ON e.id = d.resolution_entry_id
     WHERE d.status <> 'held' OR e.ref_type <> 'receipt_order' OR e.ref_id <> d.order_id::text
       OR e.kind NOT IN ('order_accepted', 'order_closed')`,
  );
  for (const r of misswept)
    out.push({ rule: 'held deposits are swept only by their order', detail: r.detail });

  const orders = await db.query<OrderFacts>(
    `SELECT o.id, o.status, o.resolution, o.unclaimed_outcome, o.asset, o.received_amount, o.fee_amount, o.fee_bps,
       o.amount, o.excess_amount, o.excess_outcome, o.excess_fee,
       (SELECT coalesce(sum(d.amount), 0)::bigint FROM deposits d WHERE d.order_id = o.id AND d.status = 'confirmed') AS confirmed
     FROM receipt_orders o`,
  );
  const flows = await db.query<Flow & { order_id: string; asset: string; [key: string]: unknown }>(
    `SELECT l.ref_id AS order_id, l.asset,
       coalesce(sum(l.amount) FILTER (WHERE l.merchant_id IS NOT NULL AND l.bucket = 'available'), 0)::bigint AS available,
       coalesce(sum(l.amount) FILTER (WHERE l.merchant_id IS NOT NULL AND l.bucket = 'settlement'), 0)::bigint AS settlement,
       coalesce(sum(l.amount) FILTER (WHERE l.platform_account = 'fees'), 0)::bigint AS fees,
       coalesce(sum(l.amount) FILTER (WHERE l.platform_account = 'unclaimed'), 0)::bigint AS unclaimed
     FROM ledger_lines l
     WHERE l.ref_type = 'receipt_order'
     GROUP BY l.ref_id, l.asset`,
  );
  const swept = await db.query<{ order_id: string; asset: string; amount: bigint }>(
    `SELECT order_id::text AS order_id, asset, sum(amount)::bigint AS amount FROM deposits
     WHERE resolution_entry_id IS NOT NULL GROUP BY order_id, asset`,
  );
  const flowOf = new Map(flows.map((f) => [`${f.order_id}|${f.asset}`, f]));
  const sweptOf = new Map(swept.map((s) => [`${s.order_id}|${s.asset}`, s.amount]));
  const assetsOf = new Map<string, Set<string>>();
  for (const { order_id, asset } of [...flows, ...swept]) {
    const set = assetsOf.get(order_id) ?? new Set<string>();
    set.add(asset);
    assetsOf.set(order_id, set);
  }

  for (const o of orders) {
    const bad = (why: string) =>
      out.push({
        rule: 'orders have the postings their state implies',
        detail: `order ${o.id} (${o.status}): ${why}`,
      });
    if (o.confirmed !== o.received_amount)
      bad(`received ${o.received_amount} but confirmed deposits sum to ${o.confirmed}`);
    for (const asset of new Set([o.asset, ...(assetsOf.get(o.id) ?? [])])) {
      const f = flowOf.get(`${o.id}|${asset}`) ?? NONE;
      const s = sweptOf.get(`${o.id}|${asset}`) ?? 0n;
      const received = asset === o.asset ? o.received_amount : 0n;
      const problem = expectedFlow(o, asset, received, s, f);
      if (problem) bad(`${asset}: ${problem}`);
    }
  }
  return out;
};

/** What is wrong with one asset's postings of an order, or null. */
function expectedFlow(o: OrderFacts, asset: string, received: bigint, swept: bigint, f: Flow): string | null {
  const accepted = o.status === 'exception_resolved' && o.resolution === 'accepted';
  const released = o.status === 'closed' && o.unclaimed_outcome === 'released';
  if (released || (o.status === 'closed' && o.unclaimed_outcome === 'refunded')) {
    if (f.unclaimed !== 0n) return `unclaimed kept ${f.unclaimed} after it was ${o.unclaimed_outcome}`;
    const fee = receiveFee(received + swept, o.fee_bps);
    const credited = released ? received + swept - fee : 0n;
    if (f.settlement !== 0n) return `settlement got ${f.settlement}`;
    if (f.available !== credited) return `available got ${f.available}, expected ${credited}`;
    return released && f.fees !== fee ? `fees got ${f.fees}, expected ${fee}` : null;
  }
  if (swept !== 0n && !accepted && o.status !== 'closed') return `swept ${swept} without a resolution`;
  if (o.status !== 'closed' && f.unclaimed !== 0n) return `unclaimed got ${f.unclaimed}`;
  const paid = o.status === 'paid' || o.status === 'completed';
  const excess = paid && asset === o.asset ? excessFlow(o) : { error: null, available: 0n, fees: 0n };
  if (excess.error) return excess.error;
  if (!paid && o.excess_amount !== 0n) return `excess ${o.excess_amount} on an order not paid`;
  const settled = received - (asset === o.asset ? o.excess_amount : 0n);
  if (o.status === 'completed' || accepted) {
    const total = (accepted ? received : settled) + swept;
    const fee = asset === o.asset ? o.fee_amount : receiveFee(total, o.fee_bps);
    const available = total - fee + excess.available;
    if (f.available !== available) return `available got ${f.available}, expected ${available}`;
    if (f.fees !== fee + excess.fees) return `fees got ${f.fees}, expected ${fee + excess.fees}`;
    if (f.settlement !== 0n) return `settlement left at ${f.settlement}`;
    return null;
  }
  if (o.status === 'paid') {
    if (f.settlement !== settled || f.available !== excess.available || f.fees !== excess.fees)
      return `settlement ${f.settlement}, available ${f.available}, fees ${f.fees}`;
    return null;
  }
  if (f.available !== 0n || f.settlement !== 0n)
    return `merchant got ${f.available} available and ${f.settlement} settlement`;
  if (o.status === 'closed') {
    if (f.unclaimed !== received + swept) return `unclaimed got ${f.unclaimed}, expected ${received + swept}`;
    if (f.fees !== 0n) return `fees got ${f.fees}`;
  }
  return null;
}

/** What a paid order's excess must have booked to available and fees, or what is wrong with it. */
function excessFlow(o: OrderFacts): { error: string | null; available: bigint; fees: bigint } {
  const expected = o.received_amount > o.amount ? o.received_amount - o.amount : 0n;
  const none = { available: 0n, fees: 0n };
  if (o.excess_amount !== expected)
    return { error: `excess ${o.excess_amount}, received ${o.received_amount} for ${o.amount}`, ...none };
  if (o.excess_outcome === 'credited') {
    const fee = receiveFee(o.excess_amount, o.fee_bps);
    if (o.excess_fee !== fee) return { error: `excess fee ${o.excess_fee}, expected ${fee}`, ...none };
    return { error: null, available: o.excess_amount - fee, fees: fee };
  }
  if (o.excess_outcome === 'refunded') return { error: null, available: 0n, fees: o.excess_fee };
  return { error: null, ...none };
}
