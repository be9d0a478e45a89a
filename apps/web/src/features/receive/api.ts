import { coreApi as api, type ReceiptOrder } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import type { RouteData, RouteInput } from '../../lib/http/types';
import { isFinalStatus } from './status';

export type ReceiptOrderDetail = RouteData<typeof api.getReceiptOrder>;
export type ReceiptListFilters = Omit<
  NonNullable<RouteInput<typeof api.listReceiptOrders>>,
  'cursor' | 'limit'
>;
export type { ReceiptOrder };

export const receiptKeys = {
  all: ['receipt-orders'] as const,
  list: (filters: ReceiptListFilters) => ['receipt-orders', 'list', filters] as const,
  detail: (id: string) => ['receipt-orders', 'detail', id] as const,
  late: ['late-payments'] as const,
};

const PAGE_SIZE = 20;
/** The detail page follows an order that can still change every 5 s. */
export const DETAIL_REFRESH_MS = 5000;

/** Cursor pages of receipt orders, newest first ("load more" fetches the next page). */
export const useReceiptOrders = (filters: ReceiptListFilters) =>
  useCursorList({
    queryKey: receiptKeys.list(filters),
    fetchPage: (cursor) => call(api.listReceiptOrders, { ...filters, limit: PAGE_SIZE, cursor }),
    staleTime: 0,
  });

export function useReceiptOrder(id: string) {
  return useQuery({
    queryKey: receiptKeys.detail(id),
    queryFn: () => call(api.getReceiptOrder, undefined, { params: { id } }),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : DETAIL_REFRESH_MS;
    },
  });
}

/** The late payments that wait for the merchant's decision (the first page is what the list's notice shows). */
export function useOpenLatePayments() {
  return useQuery({
    queryKey: [...receiptKeys.late, 'open'],
    queryFn: () => call(api.listLatePayments, { status: 'open', limit: PAGE_SIZE }),
    staleTime: 0,
    refetchInterval: DETAIL_REFRESH_MS * 6,
  });
}
