import { coreApi as api } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import type { RouteData } from '../../../lib/http/types';

export type OverviewData = RouteData<typeof api.overview>;

/** Balances, recent postings, 30-day volume, status mix and to-dos; refreshed every 15 s while shown. */
export function useOverview() {
  return useQuery({
    queryKey: ['overview'],
    queryFn: () => call(api.overview),
    staleTime: 0,
    refetchInterval: 15_000,
  });
}
