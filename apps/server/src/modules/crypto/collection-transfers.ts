import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { calendarMonthIn } from '../../platform/calendar-month';
import type { ChainTransfer } from '../../rails/chain/types';
import type { CollectionHold } from './status';
import { type Note, note, noteColumns } from './timeline-note';
import type { OrderRow } from './view';

/**
 * Where the watcher records a transfer: the order it pays, with its expiry and asset. `seen`: the
 * order was created already counting the transfer as seen (a collection order).
 */
export type TransferTarget = {
  id: string;
  expires_at: Date;
  asset: string;
  seen?: boolean;
};

export const transferKey = (t: { txHash: string; logIndex: number }) => `${t.txHash}:${t.logIndex}`;

/** A collection transfer's order never expires: it is the transfer itself, there is nothing to wait for. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** A new transfer to a collection account, with the account as `collection_deposit_addresses` gives it. */
type CollectionTransfer = {
  n: number;
  account_id: string;
  merchant_id: string;
  address: string;
  asset: string;
  status: 'active' | 'disabled';
  derivation_index: bigint;
  customer_ref: string;
  timezone: string;
};

/** The fee and the underpayment tolerance of every receipt order, and how notes state an amount. */
export interface OrderTerms {
  toleranceBps: number;
  feeBps: number;
  amountOf: (asset: string, amount: bigint) => { amount: string; asset: string };
}

interface MonthCount {
  /** Every transfer of the month to the account (the order numbers count them). */
  transfers: number;
  /** Those the monthly rule counts: of the account's asset, to the account while active. */
  counted: number;
}

interface NewCollectionOrder {
  id: string;
  transfer: ChainTransfer;
  account: CollectionTransfer;
  month: string;
  n: number;
  hold: CollectionHold | null;
}

/**
 * Turns each new transfer to a collection address into a receipt order of its own (kind collection),
 * in chain order, and answers the order of each (by `transferKey`; a transfer recorded before keeps
 * its order: `recordedOrders`). Called by the watcher's scan under
 * the network cursor's lock, so one instance decides. The monthly rule: the account's first counted
 * transfer of the calendar month (the merchant's timezone, at `now`, the seen time) is a normal order;
 * a later one is created flagged `repeat_in_month`, any to a disabled account `account_disabled`:
 * when confirmed they go to `exception` instead of `paid`. A transfer of another asset than the
 * account's is not counted (it goes to `accounting_exception`, wrong asset, as for any order).
 */
export async function collectionOrders(
  tx: Queryable,
  network: string,
  transfers: readonly ChainTransfer[],
  now: Date,
  terms: OrderTerms,
): Promise<Map<string, TransferTarget>> {
  if (!transfers.length) return new Map();
  const out = await recordedOrders(tx, network, transfers);
  // the transfers to collection addresses not recorded yet (a chain may report a transfer again)
  const fresh = await tx.query<CollectionTransfer>(
    `SELECT v.n::int AS n, a.account_id, a.merchant_id, a.address, a.asset, a.status, a.derivation_index,
       a.customer_ref, a.timezone
     FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS v(address, tx_hash, log_index, n)
     JOIN collection_deposit_addresses a ON a.network = $1 AND a.address = v.address
     WHERE NOT EXISTS (SELECT 1 FROM deposits d
       WHERE d.network = $1 AND d.tx_hash = v.tx_hash AND d.log_index = v.log_index)
     ORDER BY v.n`,
    [network, transfers.map((t) => t.to), transfers.map((t) => t.txHash), transfers.map((t) => t.logIndex)],
  );
  if (!fresh.length) return out;
  const months = new Map(fresh.map((a) => [a.account_id, calendarMonthIn(now, a.timezone)]));
  const counts = await monthCounts(tx, months);
  const orders: NewCollectionOrder[] = [];
  for (const account of fresh) {
    const transfer = transfers[account.n - 1]!;
    const count = counts.get(account.account_id) ?? { transfers: 0, counted: 0 };
    counts.set(account.account_id, count);
    count.transfers += 1;
    const isCounted = account.status === 'active' && transfer.asset === account.asset;
    const hold: CollectionHold | null =
      account.status !== 'active'
        ? 'account_disabled'
        : isCounted && count.counted > 0
          ? 'repeat_in_month'
          : null;
    if (isCounted) count.counted += 1;
    const month = months.get(account.account_id)!;
    const order = { id: randomUUID(), transfer, account, month, n: count.transfers, hold };
    orders.push(order);
    // a transfer of the account's asset is seen with its order; another asset waits for its confirmation
    const seen = transfer.asset === account.asset;
    out.set(transferKey(transfer), { id: order.id, expires_at: NEVER, asset: account.asset, seen });
  }
  await insertOrders(tx, network, orders, now, terms);
  return out;
}

/**
 * The orders of transfers to collection addresses recorded already, by `transferKey`. A transfer
 * still recorded (reported again, perhaps under another block) keeps its order, which counts it
 * already; one the chain took back before it confirmed, reported again, returns to its order, which
 * counts it again as it is seen.
 */
async function recordedOrders(
  tx: Queryable,
  network: string,
  transfers: readonly ChainTransfer[],
): Promise<Map<string, TransferTarget>> {
  const rows = await tx.query<{
    tx_hash: string;
    log_index: number;
    id: string;
    asset: string;
    reorged: boolean;
  }>(
    `SELECT DISTINCT ON (v.n) v.tx_hash, v.log_index, o.id, o.asset, d.status = 'reorged' AS reorged
     FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS v(tx_hash, log_index, n)
     JOIN deposits d ON d.network = $1 AND d.tx_hash = v.tx_hash AND d.log_index = v.log_index
     JOIN receipt_orders o ON o.id = d.order_id AND o.collection_account_id IS NOT NULL
     ORDER BY v.n, d.status = 'reorged', d.id DESC`,
    [network, transfers.map((t) => t.txHash), transfers.map((t) => t.logIndex)],
  );
  return new Map(
    rows.map((r) => [
      transferKey({ txHash: r.tx_hash, logIndex: r.log_index }),
      { id: r.id, expires_at: NEVER, asset: r.asset, seen: !r.reorged },
    ]),
  );
}

/** Each account's transfers so far in its current month (`months`: account id -> YYYY-MM). */
async function monthCounts(tx: Queryable, months: Map<string, string>): Promise<Map<string, MonthCount>> {
  const rows = await tx.query<{ account_id: string; transfers: number; counted: number }>(
    `SELECT o.collection_account_id AS account_id, count(DISTINCT o.id)::int AS transfers,
       (count(DISTINCT o.id) FILTER (WHERE d.status <> 'reorged' AND d.asset = o.asset
         AND o.collection_hold IS DISTINCT FROM 'account_disabled'))::int AS counted
     FROM receipt_orders o JOIN deposits d ON d.order_id = o.id
     WHERE (o.collection_account_id, o.collection_month) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
     GROUP BY o.collection_account_id`,
    [[...months.keys()], [...months.values()]],
  );
  return new Map(rows.map((r) => [r.account_id, { transfers: r.transfers, counted: r.counted }]));
}

/**
 * The orders and their timelines in one statement. A transfer of the account's asset makes its order
 * `confirming` at once, the amount pending (created, then seen); another asset's stays `unpaid`. The
 * order number is `<customer reference>/<YYYYMM>-<n>`: a slash is not allowed in the numbers merchants
 * give their own orders, so it can never be taken already.
 */
async function insertOrders(
  tx: Queryable,
  network: string,
  orders: NewCollectionOrder[],
  now: Date,
  terms: OrderTerms,
) {
  const seen = (o: NewCollectionOrder) => o.transfer.asset === o.account.asset;
  const events = orders.flatMap((o) => {
    const params = { customer_ref: o.account.customer_ref, month: o.month, n: String(o.n) };
    const created = { id: o.id, status: 'unpaid', note: noteColumns(note('collection_transfer', params)) };
    if (!seen(o)) return [created];
    const amount = terms.amountOf(o.transfer.asset, o.transfer.amount);
    const said = note('transfer_seen', { tx_hash: o.transfer.txHash, ...amount });
    return [created, { id: o.id, status: 'confirming', note: noteColumns(said) }];
  });
  await tx.query(
    `WITH orders AS (
       INSERT INTO receipt_orders (id, merchant_id, merchant_order_no, asset, network, amount, pending_amount,
         status, deposit_address, address_index, tolerance_bps, fee_bps, expires_at, created_at, updated_at,
         collection_account_id, collection_month, collection_hold)
       SELECT v.id, v.merchant_id, v.order_no, v.asset, $1, v.amount, CASE WHEN v.seen THEN v.amount ELSE 0 END,
         CASE WHEN v.seen THEN 'confirming' ELSE 'unpaid' END, v.address, v.address_index, $2, $3, $4, $5, $5,
         v.account_id, v.month, v.hold
       FROM unnest($6::uuid[], $7::uuid[], $8::text[], $9::text[], $10::bigint[], $11::text[], $12::bigint[],
         $13::uuid[], $14::text[], $15::text[], $16::boolean[])
         WITH ORDINALITY AS v(id, merchant_id, order_no, asset, amount, address, address_index, account_id, month,
           hold, seen, n)
       ORDER BY v.n
     )
     INSERT INTO receipt_order_events (order_id, status, note, code, params, at)
     SELECT e.order_id, e.status, e.note, e.code, e.params::jsonb, $5
     FROM unnest($17::uuid[], $18::text[], $19::text[], $20::text[], $21::text[])
       WITH ORDINALITY AS e(order_id, status, note, code, params, n)
     ORDER BY e.n`,
    [
      network,
      terms.toleranceBps,
      terms.feeBps,
      NEVER,
      now,
      orders.map((o) => o.id),
      orders.map((o) => o.account.merchant_id),
      orders.map((o) => `${o.account.customer_ref}/${o.month.replace('-', '')}-${o.n}`),
      orders.map((o) => o.account.asset),
      orders.map((o) => o.transfer.amount),
      orders.map((o) => o.account.address),
      orders.map((o) => o.account.derivation_index),
      orders.map((o) => o.account.account_id),
      orders.map((o) => o.month),
      orders.map((o) => o.hold),
      orders.map(seen),
      events.map((e) => e.id),
      events.map((e) => e.status),
      events.map((e) => e.note.text),
      events.map((e) => e.note.code),
      events.map((e) => e.note.params),
    ],
  );
}

/** What the timeline says when a flagged collection order is confirmed into `exception`. */
export function collectionHoldNote(o: OrderRow, params: { amount: string; asset: string }): Note | undefined {
  if (o.collection_hold === 'repeat_in_month') {
    return note('repeat_in_month', { ...params, month: o.collection_month ?? '' });
  }
  if (o.collection_hold === 'account_disabled') return note('account_disabled', params);
  return undefined;
}
