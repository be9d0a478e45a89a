import {
  historyAssets,
  historyBalances,
  historyDirections,
  historyStatuses,
  historyTypes,
} from '@mc/contract';
import type { UrlFilterSpec, UrlFilters } from '../../components/filters/urlFilters';
import type { HistoryFilters } from './api';

/** The history's filters as the page's URL keeps them (days as `2026-11-30`, both included). */
export const HISTORY_URL_FILTERS = {
  q: 'text',
  type: historyTypes,
  balance: historyBalances,
  asset: historyAssets,
  status: historyStatuses,
  direction: historyDirections,
  from: 'day',
  to: 'day',
} as const satisfies UrlFilterSpec;

export type HistoryUrlFilters = UrlFilters<typeof HISTORY_URL_FILTERS>;

/**
 * The API's filters for the URL's: the days go as they are (`YYYY-MM-DD`, both included), and the
 * server reads them as the merchant's local days, in its time zone.
 */
export function historyQueryOf({ from, to, ...rest }: HistoryUrlFilters): HistoryFilters {
  const query: HistoryFilters = { ...rest };
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
