import type { Queryable } from '../../db/client';
import { listConditions, type TimeIdPosition } from '../../platform/paging';

export type LatePaymentStatus = 'open' | 'credited' | 'refund_requested' | 'refunded';

export interface LatePaymentRow {
  id: string;
  deposit_id: bigint;
  order_id: string;
  merchant_id: string;
  merchant_order_no: string;
  network: string;
  asset: string;
  amount: bigint;
  fee_bps: number;
  fee_amount: bigint;
  status: LatePaymentStatus;
  resolved_by: 'merchant' | 'operator' | null;
  refund_address: string | null;
  refund_tx_hash: string | null;
  tx_hash: string;
  from_address: string;
  created_at: Date;
  resolved_at: Date | null;
  [key: string]: unknown;
}

export interface LatePaymentFilter {
  merchantId?: string;
  orderId?: string;
  status?: LatePaymentStatus;
  limit: number;
  after?: TimeIdPosition;
}

/** A deposit held on an order that no longer waits for a decision: the late payment it becomes. */
export interface NewLatePayment {
  depositId: bigint;
  orderId: string;
  merchantId: string;
  network: string;
  asset: string;
  amount: bigint;
  feeBps: number;
}

const COLUMNS = `l.id, l.deposit_id, l.order_id, l.merchant_id, o.merchant_order_no, l.network, l.asset, l.amount,
  l.fee_bps, l.fee_amount, l.status, l.resolved_by, l.refund_address,
  (SELECT s.tx_hash FROM chain_sends s WHERE s.id = l.refund_send_id) AS refund_tx_hash,
  d.tx_hash, d.from_address, l.created_at, l.resolved_at`;
const FROM = `late_payments l JOIN receipt_orders o ON o.id = l.order_id JOIN deposits d ON d.id = l.deposit_id`;

export const latePaymentRepo = {
  /** New late payments (a deposit becomes one once), written as one JSON document. */
  async insert(q: Queryable, rows: NewLatePayment[], at: Date): Promise<void> {
    if (!rows.length) return;
    const doc = JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
    await q.query(
      `INSERT INTO late_payments (deposit_id, order_id, merchant_id, network, asset, amount, fee_bps, created_at,
         updated_at)
       SELECT "depositId", "orderId", "merchantId", network, asset, amount, "feeBps", $2, $2
       FROM jsonb_to_recordset($1::jsonb) AS r("depositId" bigint, "orderId" uuid, "merchantId" uuid, network text,
         asset text, amount bigint, "feeBps" integer)
       ON CONFLICT (deposit_id) DO NOTHING`,
      [doc, at],
    );
  },

  /** One late payment of any merchant, optionally locked for a decision. */
  async get(q: Queryable, id: string, lock = false): Promise<LatePaymentRow | undefined> {
    const [row] = await q.query<LatePaymentRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = $1 ${lock ? 'FOR UPDATE OF l' : ''}`,
      [id],
    );
    return row;
  },

  /** Newest first; one more row than `limit` tells whether more follow. */
  async list(q: Queryable, f: LatePaymentFilter): Promise<LatePaymentRow[]> {
    const c = listConditions();
    if (f.merchantId) c.add('l.merchant_id = ?0', f.merchantId);
    if (f.orderId) c.add('l.order_id = ?0', f.orderId);
    if (f.status) c.add('l.status = ?0', f.status);
    c.after('l.created_at', 'l.id', f.after, '<');
    const limit = c.limit(f.limit);
    return q.query<LatePaymentRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${c.where()} ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`,
      c.params,
    );
  },

  /** Every late payment of an order, oldest first (an order's page shows them all). */
  async ofOrder(q: Queryable, orderId: string): Promise<LatePaymentRow[]> {
    return q.query<LatePaymentRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE l.order_id = $1 ORDER BY l.created_at, l.id`,
      [orderId],
    );
  },

  /** Credited by `by`, the receive fee kept. */
  async credited(q: Queryable, id: string, by: 'merchant' | 'operator', fee: bigint, at: Date) {
    await q.query(
      `UPDATE late_payments SET status = 'credited', resolved_by = $2, fee_amount = $3, resolved_at = $4,
         updated_at = $4 WHERE id = $1`,
      [id, by, fee, at],
    );
  },

  /** A refund to `address` was queued as the chain send `sendId` by `by`. */
  async refundRequested(
    q: Queryable,
    id: string,
    by: 'merchant' | 'operator',
    address: string,
    sendId: bigint,
    at: Date,
  ) {
    await q.query(
      `UPDATE late_payments SET status = 'refund_requested', resolved_by = $2, refund_address = $3,
         refund_send_id = $4, updated_at = $5 WHERE id = $1`,
      [id, by, address, sendId, at],
    );
  },

  /** Its refund was confirmed (`refunded`), or refused by the chain (`open` again). */
  async refundOutcome(q: Queryable, id: string, status: 'refunded' | 'open', at: Date) {
    await q.query(
      `UPDATE late_payments SET status = $2::text, updated_at = $3::timestamptz,
         resolved_at = CASE WHEN $2::text = 'refunded' THEN $3::timestamptz END WHERE id = $1`,
      [id, status, at],
    );
  },
};
