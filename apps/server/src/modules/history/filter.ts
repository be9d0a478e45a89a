import { type HistoryExportQuery, type HistoryQuery, toMinor } from '@mc/contract';
import { listConditions } from '../../platform/paging';

/** The filters of the history's list and of its exports (the list adds its cursor and page size). */
export type HistoryFilter = Omit<HistoryQuery, 'limit' | 'cursor'> | Omit<HistoryExportQuery, 'format'>;

const AMOUNT = /^-?\d{1,30}(?:\.\d{1,18})?$/;

/**
 * The WHERE clause of a merchant's rows matching a filter (`$1` is the merchant). A search is an
 * exact match, each served by its own index: an amount (in any asset's decimals, either sign), a
 * merchant order number, an address or a tx hash (case-insensitive). An amount matches a row's
 * amount or net.
 */
export function historyConditions(merchantId: string, f: HistoryFilter, decimals: Map<string, number>) {
  const c = listConditions([merchantId], ['h.merchant_id = $1']);
  if (f.type) c.add('h.type = ?0', f.type);
  if (f.asset) c.add('h.asset = ?0', f.asset);
  if (f.status) c.add('h.status = ?0', f.status);
  if (f.balance) c.add('h.balance = ?0', f.balance);
  if (f.direction) c.add(f.direction === 'in' ? 'h.net > 0' : 'h.net < 0');
  if (f.from) c.add('h.created_at >= ?0', new Date(f.from));
  if (f.to) c.add('h.created_at < ?0', new Date(f.to));
  if (f.q) addSearch(c, f.q, decimals);
  return c;
}

function addSearch(c: ReturnType<typeof listConditions>, q: string, decimals: Map<string, number>) {
  const alternatives: string[] = [];
  const values: unknown[] = [];
  const v = (value: unknown) => {
    values.push(value);
    return `?${values.length - 1}`;
  };
  alternatives.push(`h.order_no = ${v(q)}`);
  if (AMOUNT.test(q)) {
    const unsigned = q.replace(/^-/, '');
    const byDecimals = new Map<number, string[]>();
    for (const [asset, d] of decimals) byDecimals.set(d, [...(byDecimals.get(d) ?? []), asset]);
    for (const [d, assets] of byDecimals) {
      const minor = toMinor(unsigned, d);
      if (minor === null || minor === 0n || minor > 9_223_372_036_854_775_807n) continue;
      const m = v(minor);
      alternatives.push(
        `((abs(h.amount) = ${m}::bigint OR abs(h.net) = ${m}::bigint) AND h.asset = ANY(${v(assets)}::text[]))`,
      );
    }
  } else {
    const lower = q.toLowerCase();
    alternatives.push(`lower(h.counterparty) = ${v(lower)}`, `lower(h.tx_hash) = ${v(lower)}`);
  }
  c.add(`(${alternatives.join(' OR ')})`, ...values);
}
