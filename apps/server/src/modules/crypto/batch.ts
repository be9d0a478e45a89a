import type { ReceiptStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { Params, runCombined, type StatementPart } from '../../db/statement';
import type { ExceptionReason } from './status';
import { type Note, noteColumns } from './timeline-note';
import { ORDER_COLUMNS, type OrderRow } from './view';

export interface TransitionExtra {
  reason?: ExceptionReason | null;
  paidAt?: Date;
  completedAt?: Date;
  resolution?: string;
  fee?: bigint;
  /** A paid order's excess: what arrived beyond its amount, what became of it and the fee it bore. */
  excess?: { amount: bigint; outcome: 'credited' | 'held'; fee: bigint };
}

/** Locks and reads several orders at once, in id order (the order every locker uses). */
export async function lockOrders(tx: Queryable, ids: string[]): Promise<Map<string, OrderRow>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM receipt_orders o WHERE o.id = ANY($1::uuid[]) ORDER BY o.id FOR UPDATE OF o`,
    [[...new Set(ids)].sort()],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which orders are due: paid ones to settle (by when they were paid), open ones to expire (by their expiry). */
const DUE = {
  settle: `o.status = 'paid' AND o.paid_at <= $1 ORDER BY o.paid_at`,
  expire: `o.status IN ('unpaid', 'partially_paid') AND o.expires_at <= $1 ORDER BY o.expires_at`,
} as const;

/**
 * Locks and reads the orders due (to settle: paid at or before `cutoff`; to expire: expiring at or
 * before it), the earliest first, up to `limit`, in one statement, skipping those another
 * transaction holds; answered in id order, as `lockOrders` answers.
 */
export async function lockDue(
  tx: Queryable,
  what: keyof typeof DUE,
  cutoff: Date,
  limit: number,
): Promise<Map<string, OrderRow>> {
  const rows = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM receipt_orders o WHERE ${DUE[what]} LIMIT $2 FOR UPDATE OF o SKIP LOCKED`,
    [cutoff, limit],
  );
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Changes to locked orders, kept in memory while a batch is worked out and
 * written with one statement for the orders and one for their timeline. The
 * rows given to it must be locked by the caller's transaction.
 */
export class OrderChanges {
  private readonly changed = new Map<string, OrderRow>();
  private readonly events: { orderId: string; status: string; note: Note; at: Date }[] = [];

  /** Marks a row whose amounts the caller changed. */
  touch(row: OrderRow, at: Date): void {
    row.updated_at = at;
    this.changed.set(row.id, row);
  }

  event(row: OrderRow, note: Note, at: Date): void {
    this.events.push({ orderId: row.id, status: row.status, note, at });
  }

  /** Moves an order to a status and writes the timeline event (like orderRepo.transition). */
  transition(row: OrderRow, status: ReceiptStatus, at: Date, note: Note, extra: TransitionExtra = {}): void {
    row.status = status;
    if (extra.reason !== undefined) row.exception_reason = extra.reason;
    if (extra.paidAt) row.paid_at = extra.paidAt;
    if (extra.completedAt) row.completed_at = extra.completedAt;
    if (extra.resolution !== undefined) row.resolution = extra.resolution;
    if (extra.fee !== undefined) row.fee_amount = extra.fee;
    if (extra.excess) {
      row.excess_amount = extra.excess.amount;
      row.excess_outcome = extra.excess.outcome;
      row.excess_fee = extra.excess.fee;
    }
    this.touch(row, at);
    this.event(row, note, at);
  }

  /** Writes the changes: the orders and their timeline in one statement. */
  async flush(tx: Queryable): Promise<void> {
    const p = new Params();
    await runCombined(tx, p, this.parts(p));
  }

  /**
   * The changes as parts of one statement (`runCombined`): the orders, then their timeline; the
   * changes are then forgotten (the caller runs the statement).
   */
  parts(p: Params): StatementPart[] {
    const out: StatementPart[] = [];
    const rows = [...this.changed.values()];
    if (rows.length) {
      out.push({
        name: 'changed_orders',
        sql: `UPDATE receipt_orders o SET status = v.status, received_amount = v.received, pending_amount = v.pending,
           fee_amount = v.fee, exception_reason = v.reason, resolution = v.resolution, paid_at = v.paid_at,
           completed_at = v.completed_at, updated_at = v.updated_at, excess_amount = v.excess,
           excess_outcome = v.excess_outcome, excess_fee = v.excess_fee
         FROM unnest(${p.add(rows.map((r) => r.id))}::uuid[], ${p.add(rows.map((r) => r.status))}::text[],
           ${p.add(rows.map((r) => r.received_amount))}::bigint[], ${p.add(rows.map((r) => r.pending_amount))}::bigint[],
           ${p.add(rows.map((r) => r.fee_amount))}::bigint[], ${p.add(rows.map((r) => r.exception_reason))}::text[],
           ${p.add(rows.map((r) => r.resolution))}::text[], ${p.add(rows.map((r) => r.paid_at))}::timestamptz[],
           ${p.add(rows.map((r) => r.completed_at))}::timestamptz[],
           ${p.add(rows.map((r) => r.updated_at as Date))}::timestamptz[], ${p.add(rows.map((r) => r.excess_amount))}::bigint[],
           ${p.add(rows.map((r) => r.excess_outcome))}::text[], ${p.add(rows.map((r) => r.excess_fee))}::bigint[])
           AS v(id, status, received, pending, fee, reason, resolution, paid_at, completed_at, updated_at, excess,
             excess_outcome, excess_fee)
         WHERE o.id = v.id`,
      });
    }
    if (this.events.length) {
      const notes = this.events.map((e) => noteColumns(e.note));
      out.push({
        name: 'order_events',
        sql: `INSERT INTO receipt_order_events (order_id, status, note, code, params, at)
         SELECT order_id, status, note, code, params::jsonb, at
         FROM unnest(${p.add(this.events.map((e) => e.orderId))}::uuid[], ${p.add(this.events.map((e) => e.status))}::text[],
           ${p.add(notes.map((n) => n.text))}::text[], ${p.add(notes.map((n) => n.code))}::text[],
           ${p.add(notes.map((n) => n.params))}::text[], ${p.add(this.events.map((e) => e.at))}::timestamptz[])
           WITH ORDINALITY AS v(order_id, status, note, code, params, at, n) ORDER BY n`,
      });
    }
    this.changed.clear();
    this.events.length = 0;
    return out;
  }
}
