import type { TimeIdPosition } from './cursor';

/**
 * A merchant's list of money movements (receipt orders, payouts): filtered by status, asset,
 * network, a search and a period (ISO times, `to` excluded), newest first, paged by (time, id).
 */
export interface MoneyListFilter {
  status?: string;
  asset?: string;
  network?: string;
  q?: string;
  from?: string;
  to?: string;
  limit: number;
  after?: TimeIdPosition;
}
