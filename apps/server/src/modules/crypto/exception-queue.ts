import type { Queryable } from '../../db/client';
import { escapeLike, listConditions, type TimeIdPosition } from '../../platform/paging';
import { ORDER_COLUMNS, type OrderRow } from './view';

/**
 * An order with a confirmed deposit whose block a chain reorganisation replaced (`deposits.reorged_at`)
 * and that no operator has reconciled yet.
 */
const REORGED = `EXISTS (SELECT 1 FROM deposits d
  WHERE d.order_id = o.id AND d.reorged_at IS NOT NULL AND d.reorg_reconciled_at IS NULL)`;

export interface QueueFilter {
  /**
   * `closed`: closed orders whose unclaimed funds wait for a release or a refund; `reorged`: orders
   * with a confirmed transfer a reorganisation took back. None: the exceptions and the reorged.
   */
  status?: 'exception' | 'accounting_exception' | 'closed' | 'reorged';
  merchantId?: string;
  /** Merchant order number (prefix), deposit address or transaction hash. */
  q?: string;
  limit: number;
  after?: TimeIdPosition;
}

export type QueuedOrder = OrderRow & { updated_at: Date; reorged: boolean };

/** Receipt orders of every merchant that wait for a decision, for the platform's operators. */
export const exceptionQueue = {
  /** Longest waiting first (by the time of their last change); one more row than `limit` tells whether more follow. */
  async list(q: Queryable, f: QueueFilter): Promise<QueuedOrder[]> {
    const c = listConditions();
    if (f.status === 'closed') c.add(`o.status = 'closed' AND o.unclaimed_outcome IS NULL`);
    else if (f.status === 'reorged') c.add(REORGED);
    else if (f.status) c.add('o.status = ?0', f.status);
    else c.add(`(o.status IN ('exception', 'accounting_exception') OR ${REORGED})`);
    if (f.merchantId) c.add('o.merchant_id = ?0', f.merchantId);
    if (f.q) {
      c.add(
        `(o.merchant_order_no ILIKE ?0 || '%' OR o.deposit_address = ?1
          OR EXISTS (SELECT 1 FROM deposits d WHERE d.order_id = o.id AND d.tx_hash = ?1))`,
        escapeLike(f.q),
        f.q,
      );
    }
    c.after('o.updated_at', 'o.id', f.after, '>');
    const limit = c.limit(f.limit);
    return q.query<QueuedOrder>(
      `SELECT ${ORDER_COLUMNS}, o.updated_at, ${REORGED} AS reorged FROM receipt_orders o WHERE ${c.where()}
       ORDER BY o.updated_at, o.id LIMIT ${limit}`,
      c.params,
    );
  },

  /** Any merchant's order by id, optionally locked for a decision; `reorged` while a reorganisation waits to be reconciled. */
  async get(q: Queryable, id: string, lock = false): Promise<(OrderRow & { reorged: boolean }) | undefined> {
    const rows = await q.query<OrderRow & { reorged: boolean }>(
      `SELECT ${ORDER_COLUMNS}, ${REORGED} AS reorged FROM receipt_orders o WHERE o.id = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
      [id],
    );
    return rows[0];
  },
};
