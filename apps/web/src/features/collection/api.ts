import {
  collectionApi as api,
  type CollectionAccount,
  type CollectionAccountStatus,
  type CreateCollectionAccountBody,
} from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import type { RouteInput } from '../../lib/http/types';
import { queryClient } from '../../lib/queryClient';

export type { CollectionAccount };
/** What the list filters by (the API's query without its paging). */
export type CollectionFilters = Omit<
  NonNullable<RouteInput<typeof api.listCollectionAccounts>>,
  'cursor' | 'limit'
>;

export const collectionKeys = {
  all: ['collection-accounts'] as const,
  list: (filters: CollectionFilters) => ['collection-accounts', 'list', filters] as const,
  detail: (id: string) => ['collection-accounts', 'detail', id] as const,
};

const PAGE_SIZE = 20;
/** An open account's transfers are looked at again every 5 s (one may be confirming). */
const DETAIL_REFRESH_MS = 5000;

/** Cursor pages of the merchant's collection accounts, newest first. */
export const useCollectionAccounts = (filters: CollectionFilters) =>
  useCursorList({
    queryKey: collectionKeys.list(filters),
    fetchPage: (cursor) => call(api.listCollectionAccounts, { ...filters, limit: PAGE_SIZE, cursor }),
    staleTime: 0,
  });

/** One account with its transfers, while its drawer is open. */
export function useCollectionAccount(id: string | null) {
  return useQuery({
    queryKey: collectionKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: () => call(api.getCollectionAccount, undefined, { params: { id: id ?? '' } }),
    staleTime: 0,
    refetchInterval: DETAIL_REFRESH_MS,
  });
}

const refreshAccounts = () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });

export async function setAccountStatus(id: string, status: CollectionAccountStatus) {
  const account = await call(api.setCollectionAccountStatus, { status }, { params: { id } });
  await refreshAccounts();
  return account;
}

export function createAccount(body: CreateCollectionAccountBody, idempotencyKey: string) {
  return call(api.createCollectionAccount, body, { headers: { 'Idempotency-Key': idempotencyKey } }).then(
    async (account) => {
      await refreshAccounts();
      return account;
    },
  );
}
