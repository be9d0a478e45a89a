import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { calendarMonthIn } from '../../platform/calendar-month';
import type { ChainTransfer } from '../../rails/chain/types';
import type { CollectionHold } from './status';
import { type Note, note, noteColumns } from './timeline-note';
import type { OrderRow } from './view';

/** Where the watcher records a transfer: the order it pays, with its expiry and asset. */
export type TransferTarget = {
  id: string;
  expires_at: Date;
  asset: string;
};

export const transferKey = (t: { txHash: string; logIndex: number }) => `${t.txHash}:${t.logIndex}`;

/** A collection transfer's order never expires: it is the transfer itself, there is nothing to wait for. */
const NEVER = new Date('9999-12-31T00:00:00Z');

/** A collection account as the collection module's view `collection_deposit_addresses` gives it. */
type CollectionAddress = {
  address: string;
  account_id: string;
  merchant_id: string;
  asset: string;
  status: 'active' | 'disabled';
  derivation_index: bigint;
  customer_ref: string;
  timezone: string;
};

/** The fee and the underpayment tolerance of every receipt order, collection orders included. */
export interface OrderTerms {
  toleranceBps: number;
  feeBps: number;
}

interface MonthCount {
  /** Every transfer of the month to the account (the order numbers count them). */
  transfers: number;
  /** Those the monthly rule counts: of the account's asset, to the account while active. */
  counted: number;
}

/**
 * Turns each new transfer to a collection address into a receipt order of its own (kind collection),
 * in chain order, and answers the order of each (by `transferKey`). Called by the watcher's scan under
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
  const out = new Map<string, TransferTarget>();
  if (!transfers.length) return out;
  const accounts = await tx.query<CollectionAddress>(
    `SELECT address, account_id, merchant_id, asset, status, derivation_index, customer_ref, timezone
     FROM collection_deposit_addresses WHERE network = $1 AND address = ANY($2::text[])`,
    [network, [...new Set(transfers.map((t) => t.to))]],
  );
  if (!accounts.length) return out;
  const byAddress = new Map(accounts.map((a) => [a.address, a]));
  const fresh = await unrecorded(
    tx,
    network,
    transfers.filter((t) => byAddress.has(t.to)),
  );
  if (!fresh.length) return out;
  const months = new Map(accounts.map((a) => [a.account_id, calendarMonthIn(now, a.timezone)]));
  const counts = await monthCounts(tx, months);
  const orders: NewCollectionOrder[] = [];
  for (const t of fresh) {
    const a = byAddress.get(t.to)!;
    const month = months.get(a.account_id)!;
    const count = counts.get(a.account_id) ?? { transfers: 0, counted: 0 };
    counts.set(a.account_id, count);
    count.transfers += 1;
    const isCounted = a.status === 'active' && t.asset === a.asset;
    const hold: CollectionHold | null =
      a.status !== 'active' ? 'account_disabled' : isCounted && count.counted > 0 ? 'repeat_in_month' : null;
    if (isCounted) count.counted += 1;
    const order = { id: randomUUID(), account: a, month, n: count.transfers, amount: t.amount, hold };
    orders.push(order);
    out.set(transferKey(t), { id: order.id, expires_at: NEVER, asset: a.asset });
  }
  await insertOrders(tx, network, orders, now, terms);
  return out;
}

/** The transfers not recorded yet as deposits (a chain may report a transfer again). */
async function unrecorded(tx: Queryable, network: string, transfers: ChainTransfer[]) {
  if (!transfers.length) return [];
  const known = await tx.query<{ tx_hash: string; log_index: number }>(
    'SELECT tx_hash, log_index FROM deposits WHERE network = $1 AND tx_hash = ANY($2::text[])',
    [network, transfers.map((t) => t.txHash)],
  );
  const recorded = new Set(known.map((d) => transferKey({ txHash: d.tx_hash, logIndex: d.log_index })));
  return transfers.filter((t) => !recorded.has(transferKey(t)));
}

/** Each account's transfers so far in its current month (`months`: account id -> YYYY-MM). */
async function monthCounts(tx: Queryable, months: Map<string, string>): Promise<Map<string, MonthCount>> {
  const rows = await tx.query<{ account_id: string; transfers: number; counted: number }>(
    `SELECT o.collection_account_id AS account_id, count(*)::int AS transfers,
       (count(*) FILTER (WHERE d.asset = o.asset AND o.collection_hold IS DISTINCT FROM 'account_disabled'))::int
         AS counted
     FROM receipt_orders o JOIN deposits d ON d.order_id = o.id
     WHERE (o.collection_account_id, o.collection_month) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
     GROUP BY o.collection_account_id`,
    [[...months.keys()], [...months.values()]],
  );
  return new Map(rows.map((r) => [r.account_id, { transfers: r.transfers, counted: r.counted }]));
}

interface NewCollectionOrder {
  id: string;
  account: CollectionAddress;
  month: string;
  n: number;
  amount: bigint;
  hold: CollectionHold | null;
}

/**
 * The orders and the first event of each timeline, one statement each. The order number is
 * `<customer reference>/<YYYYMM>-<n>`: a slash is not allowed in the numbers merchants give their
 * own orders, so it can never be taken already.
 */
async function insertOrders(
  tx: Queryable,
  network: string,
  orders: NewCollectionOrder[],
  now: Date,
  terms: OrderTerms,
) {
  await tx.query(
    `INSERT INTO receipt_orders (id, merchant_id, merchant_order_no, asset, network, amount, deposit_address,
       address_index, tolerance_bps, fee_bps, expires_at, created_at, updated_at, collection_account_id,
       collection_month, collection_hold)
     SELECT v.id, v.merchant_id, v.order_no, v.asset, $1, v.amount, v.address, v.address_index, $2, $3, $4, $5, $5,
       v.account_id, v.month, v.hold
     FROM unnest($6::uuid[], $7::uuid[], $8::text[], $9::text[], $10::bigint[], $11::text[], $12::bigint[],
       $13::uuid[], $14::text[], $15::text[])
       WITH ORDINALITY AS v(id, merchant_id, order_no, asset, amount, address, address_index, account_id, month,
         hold, n)
     ORDER BY v.n`,
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
      orders.map((o) => o.amount),
      orders.map((o) => o.account.address),
      orders.map((o) => o.account.derivation_index),
      orders.map((o) => o.account.account_id),
      orders.map((o) => o.month),
      orders.map((o) => o.hold),
    ],
  );
  const notes = orders.map((o) =>
    noteColumns(
      note('collection_transfer', { customer_ref: o.account.customer_ref, month: o.month, n: String(o.n) }),
    ),
  );
  await tx.query(
    `INSERT INTO receipt_order_events (order_id, status, note, code, params, at)
     SELECT order_id, 'unpaid', note, code, params::jsonb, $1
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS v(order_id, note, code, params, n)
     ORDER BY n`,
    [
      now,
      orders.map((o) => o.id),
      notes.map((n) => n.text),
      notes.map((n) => n.code),
      notes.map((n) => n.params),
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
