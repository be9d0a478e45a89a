import { type HistoryDetail, type HistoryRow, historyApi } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import type { RouteInput } from '../../lib/http/types';
import { movementsOf } from './movements';

export type { HistoryDetail, HistoryRow };
/** What the history is filtered by, as the API takes it (dates as instants, `to` excluded). */
export type HistoryFilters = Omit<NonNullable<RouteInput<typeof historyApi.listHistory>>, 'cursor' | 'limit'>;

export const historyKeys = {
  list: (filters: HistoryFilters) => ['history', 'list', filters] as const,
  row: (id: string) => ['history', 'row', id] as const,
  recent: (limit: number) => ['history', 'recent', limit] as const,
};

const PAGE_SIZE = 50;

/** Cursor pages of the history, newest first ("load more" fetches the next page). */
export const useHistory = (filters: HistoryFilters) =>
  useCursorList({
    queryKey: historyKeys.list(filters),
    fetchPage: (cursor) => call(historyApi.listHistory, { ...filters, limit: PAGE_SIZE, cursor }),
    staleTime: 0,
  });

/** One row with its journal entry's postings (null: none asked for). */
export function useHistoryRow(id: string | null) {
  return useQuery({
    queryKey: historyKeys.row(id ?? ''),
    queryFn: () => call(historyApi.getHistoryRow, undefined, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 30_000,
  });
}

/** Rows read for each movement asked for: a movement books one to four rows (hold, send, release). */
const ROWS_PER_MOVEMENT = 4;

/**
 * The newest `limit` movements of the history, every balance and asset (the overview's recent
 * activity): its newest rows, one movement per business object.
 */
export const useRecentMovements = (limit: number, refetchInterval?: number) =>
  useQuery({
    queryKey: historyKeys.recent(limit),
    queryFn: () => call(historyApi.listHistory, { limit: limit * ROWS_PER_MOVEMENT }),
    select: (page) => movementsOf(page.items, limit),
    staleTime: 0,
    refetchInterval,
  });
