import type { ReceiptStatus, TimelineNoteCode, TimelineNoteParams } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { InsertRow } from '../../platform/money-route';
import { escapeLike, listConditions, type MoneyListFilter } from '../../platform/paging';
import { reserveDepositAddressIndexes } from './address-indexes';
import type { ExceptionReason } from './status';
import { type Note, noteColumns } from './timeline-note';
import { ORDER_COLUMNS, type OrderRow } from './view';

export interface NewOrder {
  merchantId: string;
  /** The acting user (an API key's user). */
  createdBy: string;
  merchantOrderNo: string;
  asset: string;
  network: string;
  amount: bigint;
  description: string;
  payerEmail: string | null;
  depositAddress: string;
  addressIndex: bigint;
  toleranceBps: number;
  feeBps: number;
  expiresAt: Date;
  at: Date;
}

export const orderRepo = {
  /** Reserves a block of deposit-address indexes (gaps are harmless; reuse never happens). */
  reserveAddressIndexes: reserveDepositAddressIndexes,

  /** The row `newRows` creates, as the database would return it (a new order has no money and no refund yet). */
  newRow(id: string, o: NewOrder): OrderRow {
    return {
      id,
      merchant_id: o.merchantId,
      merchant_order_no: o.merchantOrderNo,
      asset: o.asset as OrderRow['asset'],
      network: o.network as OrderRow['network'],
      amount: o.amount,
      received_amount: 0n,
      pending_amount: 0n,
      fee_amount: 0n,
      status: 'unpaid',
      exception_reason: null,
      resolution: null,
      deposit_address: o.depositAddress,
      description: o.description,
      payer_email: o.payerEmail,
      tolerance_bps: o.toleranceBps,
      fee_bps: o.feeBps,
      expires_at: o.expiresAt,
      paid_at: null,
      completed_at: null,
      refund_address: null,
      refund_send_id: null,
      refund_tx_hash: null,
      unclaimed_outcome: null,
      excess_amount: 0n,
      excess_outcome: null,
      excess_fee: 0n,
      excess_refund_address: null,
      excess_refund_tx_hash: null,
      collection_account_id: null,
      collection_hold: null,
      collection_month: null,
      created_by: o.createdBy,
      created_at: o.at,
    };
  },

  /** The rows of a new order, with its chosen id: the order and the first event of its timeline. */
  newRows(id: string, o: NewOrder): InsertRow[] {
    return [
      {
        table: 'receipt_orders',
        columns: {
          id: [id, 'uuid'],
          merchant_id: [o.merchantId, 'uuid'],
          merchant_order_no: [o.merchantOrderNo, 'text'],
          asset: [o.asset, 'text'],
          network: [o.network, 'text'],
          amount: [o.amount, 'bigint'],
          description: [o.description, 'text'],
          payer_email: [o.payerEmail, 'text'],
          deposit_address: [o.depositAddress, 'text'],
          address_index: [o.addressIndex, 'bigint'],
          tolerance_bps: [o.toleranceBps, 'integer'],
          fee_bps: [o.feeBps, 'integer'],
          expires_at: [o.expiresAt, 'timestamptz'],
          created_by: [o.createdBy, 'uuid'],
          created_at: [o.at, 'timestamptz'],
          updated_at: [o.at, 'timestamptz'],
        },
      },
      {
        table: 'receipt_order_events',
        columns: {
          order_id: [id, 'uuid'],
          status: ['unpaid', 'text'],
          note: ['created', 'text'],
          code: ['created', 'text'],
          at: [o.at, 'timestamptz'],
        },
      },
    ];
  },

  async get(
    q: Queryable,
    id: string,
    opts: { merchantId?: string; lock?: boolean } = {},
  ): Promise<OrderRow | undefined> {
    const rows = await q.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM receipt_orders o WHERE o.id = $1 ${opts.merchantId ? 'AND o.merchant_id = $2' : ''}
       ${opts.lock ? 'FOR UPDATE OF o' : ''}`,
      opts.merchantId ? [id, opts.merchantId] : [id],
    );
    return rows[0];
  },

  /** Moves an order to a status and writes the timeline event. */
  async transition(
    q: Queryable,
    id: string,
    status: ReceiptStatus,
    at: Date,
    note: Note,
    extra: {
      reason?: ExceptionReason | null;
      paidAt?: Date;
      completedAt?: Date;
      resolution?: string;
      fee?: bigint;
    } = {},
  ) {
    await q.query(
      `UPDATE receipt_orders SET status = $2, updated_at = $3,
         exception_reason = CASE WHEN $4::boolean THEN $5 ELSE exception_reason END,
         paid_at = COALESCE($6, paid_at), completed_at = COALESCE($7, completed_at),
         resolution = COALESCE($8, resolution), fee_amount = COALESCE($9, fee_amount)
       WHERE id = $1`,
      [
        id,
        status,
        at,
        extra.reason !== undefined,
        extra.reason ?? null,
        extra.paidAt ?? null,
        extra.completedAt ?? null,
        extra.resolution ?? null,
        extra.fee ?? null,
      ],
    );
    await this.event(q, id, status, note, at);
  },

  /**
   * Who created an order, for its detail only (user_profiles: the auth module's view); read apart
   * from the order's columns, which the watcher locks and reads in bulk.
   */
  async creator(q: Queryable, userId: string): Promise<{ name: string | null; email: string } | undefined> {
    const rows = await q.query<{ name: string | null; email: string }>(
      'SELECT name, email FROM user_profiles WHERE id = $1',
      [userId],
    );
    return rows[0];
  },

  async event(q: Queryable, id: string, status: string, note: Note, at: Date) {
    const n = noteColumns(note);
    await q.query(
      `INSERT INTO receipt_order_events (order_id, status, note, code, params, at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [id, status, n.text, n.code, n.params, at],
    );
  },

  /** A timeline event at the order's current status (what happened to money beside the order). */
  async note(q: Queryable, id: string, note: Note, at: Date) {
    const n = noteColumns(note);
    await q.query(
      `INSERT INTO receipt_order_events (order_id, status, note, code, params, at)
       SELECT id, status, $2, $3, $4::jsonb, $5 FROM receipt_orders WHERE id = $1`,
      [id, n.text, n.code, n.params, at],
    );
  },

  async list(q: Queryable, merchantId: string, f: MoneyListFilter): Promise<OrderRow[]> {
    const c = listConditions();
    c.add('o.merchant_id = ?0', merchantId);
    if (f.status) c.add('o.status = ?0', f.status);
    if (f.asset) c.add('o.asset = ?0', f.asset);
    if (f.network) c.add('o.network = ?0', f.network);
    if (f.from) c.add('o.created_at >= ?0', new Date(f.from));
    if (f.to) c.add('o.created_at < ?0', new Date(f.to));
    if (f.q) {
      c.add(
        `(o.merchant_order_no ILIKE ?0 || '%' OR o.deposit_address = ?0
          OR EXISTS (SELECT 1 FROM deposits d WHERE d.order_id = o.id AND d.tx_hash = ?0))`,
        escapeLike(f.q),
      );
    }
    c.after('o.created_at', 'o.id', f.after, '<');
    const limit = c.limit(f.limit);
    return q.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM receipt_orders o WHERE ${c.where()}
       ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
      c.params,
    );
  },

  /** The transfers an order received or is receiving (those a chain reorganisation took back are left out). */
  async deposits(q: Queryable, orderId: string) {
    return q.query<{
      tx_hash: string;
      from_address: string;
      asset: string;
      amount: bigint;
      confirmations: number;
      status: 'confirming' | 'confirmed' | 'held';
      on_time: boolean;
      seen_at: Date;
      confirmed_at: Date | null;
    }>(
      `SELECT tx_hash, from_address, asset, amount, confirmations, status, on_time, seen_at, confirmed_at
       FROM deposits WHERE order_id = $1 AND status <> 'reorged' ORDER BY id`,
      [orderId],
    );
  },

  async timeline(q: Queryable, orderId: string) {
    return q.query<{
      status: string;
      note: string;
      code: TimelineNoteCode;
      params: TimelineNoteParams;
      at: Date;
    }>('SELECT status, note, code, params, at FROM receipt_order_events WHERE order_id = $1 ORDER BY id', [
      orderId,
    ]);
  },
};
