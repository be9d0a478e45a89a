import { coreApi, settingsApi } from '@mc/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { queryClient } from '../../lib/queryClient';

export const settingsKeys = {
  all: ['settings'] as const,
  status: ['settings', 'security'] as const,
  bankAccounts: ['settings', 'bank-accounts'] as const,
  payees: ['settings', 'payees'] as const,
  apiKeys: ['settings', 'api-keys'] as const,
  sessions: ['settings', 'sessions'] as const,
  activity: ['settings', 'activity'] as const,
  currencies: ['settings', 'currencies'] as const,
};

/** After a change: the page's lists, the status and the security log may all show it. */
export function refreshSettings(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
}

export function useSecurityStatus() {
  return useQuery({
    queryKey: settingsKeys.status,
    queryFn: () => call(settingsApi.securityStatus),
    staleTime: 0,
  });
}

/** Lists of the settings page hold at most a few dozen rows: one page of 100 shows them all. */
const ALL = 100;

export function useBankAccounts() {
  return useQuery({
    queryKey: settingsKeys.bankAccounts,
    queryFn: () => call(settingsApi.listBankAccounts, { limit: ALL }),
    staleTime: 0,
  });
}

export function usePayees() {
  return useInfiniteQuery({
    queryKey: settingsKeys.payees,
    queryFn: ({ pageParam }) => call(settingsApi.listPayees, { limit: ALL, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    staleTime: 0,
  });
}

export function useApiKeys() {
  return useInfiniteQuery({
    queryKey: settingsKeys.apiKeys,
    queryFn: ({ pageParam }) => call(settingsApi.listApiKeys, { limit: ALL, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    staleTime: 0,
  });
}

export function useSessions() {
  return useInfiniteQuery({
    queryKey: settingsKeys.sessions,
    queryFn: ({ pageParam }) =>
      call(settingsApi.listSessions, { limit: ALL, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    staleTime: 0,
  });
}

const LOG_PAGE = 20;

export function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: settingsKeys.activity,
    queryFn: ({ pageParam }) =>
      call(settingsApi.securityEvents, { limit: LOG_PAGE, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    staleTime: 0,
  });
}

export function useCurrencies() {
  return useQuery({
    queryKey: settingsKeys.currencies,
    queryFn: () => call(settingsApi.currencies),
    staleTime: 300_000,
  });
}

export function useNetworkCatalogue() {
  return useQuery({
    queryKey: ['meta', 'networks'],
    queryFn: () => call(coreApi.networks),
    staleTime: 300_000,
  });
}
