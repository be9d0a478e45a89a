import { type Payout, payoutsApi, receivingApi, settingsApi } from '@mc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import type { RouteData, RouteInput } from '../../lib/http/types';
import { useCan } from '../../lib/permissions';
import { isFinalPayout } from './status';

export type { Payout };
export type PayoutFilters = Omit<
  NonNullable<RouteInput<typeof payoutsApi.listRemittances>>,
  'cursor' | 'limit'
>;
export type RemittanceTarget = NonNullable<RouteInput<typeof payoutsApi.previewRemittance>>;
export type RemittancePreview = RouteData<typeof payoutsApi.previewRemittance>;
export type Balances = RouteData<typeof payoutsApi.fiatBalances>;

export const payoutKeys = {
  all: ['payouts'] as const,
  remittances: (filters: PayoutFilters) => ['payouts', 'remittances', filters] as const,
  withdrawals: ['payouts', 'fiat-withdrawals'] as const,
  detail: (id: string) => ['payouts', 'detail', id] as const,
  preview: (target: RemittanceTarget | null) => ['payouts', 'preview', target] as const,
};
/** The wallet page's key: a payout invalidates it. */
export const walletBalancesKey = ['wallet', 'balances'] as const;
export const fiatBalancesKey = ['fiat', 'balances'] as const;

const PAGE_SIZE = 20;
/** Lists and the detail follow payouts that can still change every 5 s. */
export const PAYOUT_REFRESH_MS = 5000;

const anyOpen = (rows: Payout[]) =>
  rows.some((item) => !isFinalPayout(item.status)) ? PAYOUT_REFRESH_MS : false;

/** Cursor pages of remittances, newest first; refreshed while one of them is still under way. */
export const useRemittances = (filters: PayoutFilters) =>
  useCursorList({
    queryKey: payoutKeys.remittances(filters),
    fetchPage: (cursor) => call(payoutsApi.listRemittances, { ...filters, limit: PAGE_SIZE, cursor }),
    staleTime: 0,
    refetchInterval: anyOpen,
  });

export const useFiatWithdrawals = () =>
  useCursorList({
    queryKey: payoutKeys.withdrawals,
    fetchPage: (cursor) => call(payoutsApi.listFiatWithdrawals, { limit: PAGE_SIZE, cursor }),
    staleTime: 0,
    refetchInterval: anyOpen,
  });

export function usePayout(id: string | null) {
  return useQuery({
    queryKey: payoutKeys.detail(id ?? ''),
    queryFn: () => call(payoutsApi.getPayout, undefined, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalPayout(status) ? false : PAYOUT_REFRESH_MS;
    },
  });
}

export function useWalletBalances() {
  return useQuery({ queryKey: walletBalancesKey, queryFn: () => call(receivingApi.balances), staleTime: 0 });
}

export function useFiatBalances() {
  return useQuery({ queryKey: fiatBalancesKey, queryFn: () => call(payoutsApi.fiatBalances), staleTime: 0 });
}

/**
 * Saved payees of a network (the picker lists those of the chosen network only); asked only for a
 * role that may read the settings.
 */
export function usePayees(network: string | undefined) {
  const canRead = useCan()('settings.read');
  return useQuery({
    queryKey: ['settings', 'payees', network],
    queryFn: () =>
      call(settingsApi.listPayees, { network: network as RemittanceTarget['network'], limit: 100 }),
    enabled: Boolean(network) && canRead,
    staleTime: 30_000,
  });
}

/** Fee, total and the security steps of a remittance (null target: nothing to ask yet). */
export function useRemittancePreview(target: RemittanceTarget | null) {
  return useQuery({
    queryKey: payoutKeys.preview(target),
    queryFn: ({ signal }) => call(payoutsApi.previewRemittance, target as RemittanceTarget, { signal }),
    enabled: target !== null,
    staleTime: 10_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
