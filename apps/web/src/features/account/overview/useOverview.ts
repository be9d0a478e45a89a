import { coreApi as api } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import type { RouteData } from '../../../lib/http/types';
import { queryClient } from '../../../lib/queryClient';

export type OverviewData = RouteData<typeof api.overview>;

const OVERVIEW_KEY = ['overview'] as const;
/** Data younger than this is shown without asking again when the page mounts (a prefetch's, a tab's). */
const FRESH_MS = 5_000;

/** Balances, recent postings, 30-day volume, status mix and to-dos; refreshed every 15 s while shown. */
export function useOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => call(api.overview),
    staleTime: FRESH_MS,
    refetchInterval: 15_000,
  });
}

/**
 * The overview's data fetched before the page shows (the route's `data`, beside the guard): quiet,
 * and kept only when it succeeds; the page's own query asks again when it did not.
 */
export function prefetchOverview(): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => call(api.overview, undefined, { quiet: true }),
    staleTime: FRESH_MS,
  });
}
