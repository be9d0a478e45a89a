import type { Deps } from '../../platform/deps';
import { type EventObjectView, overEventRows } from '../../platform/event-rows';
import type { Catalogue } from './catalogue';
import { ORDER_COLUMNS, type OrderRow, toReceiptOrder } from './view';

const SELECT = overEventRows(`SELECT ${ORDER_COLUMNS} FROM receipt_orders o`, 'receipt_orders', 'o');

/** Receipt orders (and collection transfers) in events: the rows kept, as the REST API shows an order. */
export function orderEventView(deps: Deps, catalogue: () => Promise<Catalogue>): EventObjectView {
  return async (q, rows) => {
    const { decimals } = await catalogue();
    const found = await q.query<OrderRow>(SELECT, [rows]);
    return found.map((o) => toReceiptOrder(o, decimals.get(o.asset) ?? 6, deps.publicUrl.base()));
  };
}
