import {
  opsApi as api,
  type ChainNetworkStatus,
  type LowBalanceThresholdsBody,
  type SenderBalance,
} from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import type { CursorList } from '../../../components/list/useCursorList';
import { call } from '../../../lib/http/client';
import { opsQueryClient } from '../api';

export type { ChainNetworkStatus, LowBalanceThresholdsBody, SenderBalance };

/** "hot.USDC": a sender and an asset, as the thresholds' form fields and the server's errors name them. */
export const senderKey = (s: Pick<SenderBalance, 'sender' | 'asset'>) => `${s.sender}.${s.asset}`;

/** How often the page asks again. */
export const NETWORKS_REFRESH_MS = 10_000;

export const networkKeys = { list: ['ops', 'networks'] as const };

const NONE: ChainNetworkStatus[] = [];

/**
 * Every network in one answer, asked again every 10 s: as the one list table takes its rows (a
 * single page, nothing more to load), and when the server checked them.
 */
export function useNetworks(): { list: CursorList<ChainNetworkStatus>; checkedAt: string | null } {
  const query = useQuery({
    queryKey: networkKeys.list,
    queryFn: () => call(api.opsNetworks),
    refetchInterval: NETWORKS_REFRESH_MS,
  });
  return {
    list: {
      rows: query.data?.items ?? NONE,
      isLoading: query.isLoading,
      hasMore: false,
      isLoadingMore: false,
      loadMore: () => undefined,
      error: query.error,
      refresh: () => void query.refetch(),
      isRefreshing: query.isRefetching,
    },
    checkedAt: query.data?.checked_at ?? null,
  };
}

/** The codes of every network, for a filter (asked once, from the same answer the page shows). */
export function useNetworkCodes(): string[] {
  const query = useQuery({
    queryKey: networkKeys.list,
    queryFn: () => call(api.opsNetworks),
    staleTime: 60_000,
  });
  return query.data?.items.map((n) => n.code) ?? [];
}

/** Sets a network's low-balance thresholds (null: back to the settings'), then asks for the page again. */
export async function saveLowBalanceThresholds(code: string, body: LowBalanceThresholdsBody) {
  const saved = await call(api.opsSetLowBalanceThresholds, body, { params: { code } });
  await opsQueryClient.invalidateQueries({ queryKey: networkKeys.list });
  return saved;
}
