import {
  historyAssets,
  historyBalances,
  historyDirections,
  historyStatuses,
  historyTypes,
} from '@mc/contract';
import dayjs from 'dayjs';
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
 * The API's filters for the URL's: the days are the viewer's local days; `to` is excluded by the API,
 * so the last day chosen ends at the start of the day after it.
 */
export function historyQueryOf({ from, to, ...rest }: HistoryUrlFilters): HistoryFilters {
  const query: HistoryFilters = { ...rest };
  if (from) query.from = dayjs(from).startOf('day').toISOString();
  if (to) query.to = dayjs(to).add(1, 'day').startOf('day').toISOString();
  return query;
}
