import { settingsApi } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
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

export const useBankAccounts = () =>
  useCursorList({
    queryKey: settingsKeys.bankAccounts,
    fetchPage: (cursor) => call(settingsApi.listBankAccounts, { limit: ALL, cursor }),
    staleTime: 0,
  });

export const usePayees = () =>
  useCursorList({
    queryKey: settingsKeys.payees,
    fetchPage: (cursor) => call(settingsApi.listPayees, { limit: ALL, cursor }),
    staleTime: 0,
  });

export const useApiKeys = () =>
  useCursorList({
    queryKey: settingsKeys.apiKeys,
    fetchPage: (cursor) => call(settingsApi.listApiKeys, { limit: ALL, cursor }),
    staleTime: 0,
  });

export const useSessions = () =>
  useCursorList({
    queryKey: settingsKeys.sessions,
    fetchPage: (cursor) => call(settingsApi.listSessions, { limit: ALL, cursor }),
    staleTime: 0,
  });

const LOG_PAGE = 20;

export const useSecurityEvents = () =>
  useCursorList({
    queryKey: settingsKeys.activity,
    fetchPage: (cursor) => call(settingsApi.securityEvents, { limit: LOG_PAGE, cursor }),
    staleTime: 0,
  });

export function useCurrencies() {
  return useQuery({
    queryKey: settingsKeys.currencies,
    queryFn: () => call(settingsApi.currencies),
    staleTime: 300_000,
  });
}
