import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** One page of a cursor-paged list, as every list route of the contract answers. */
export interface CursorPage<T> {
  items: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface CursorListOptions<T> {
  queryKey: QueryKey;
  /** Fetches the page after `cursor` (the first page when undefined). */
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>;
  staleTime?: number;
  /** How often to fetch the loaded pages again, judged from the rows loaded; false: not at all. */
  refetchInterval?: (rows: T[]) => number | false;
}

/** The rows of a cursor-paged list loaded so far, and the next page on demand. */
export interface CursorList<T> {
  rows: T[];
  /** The first page is on its way. */
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  error: Error | null;
  /** Fetches the loaded pages again. */
  refresh: () => void;
  isRefreshing: boolean;
}

const rowsOf = <T>(pages: CursorPage<T>[] | undefined): T[] => (pages ?? []).flatMap((p) => p.items);

/** A cursor-paged list over TanStack Query's infinite query: "load more" fetches the next page. */
export function useCursorList<T>(options: CursorListOptions<T>): CursorList<T> {
  const { refetchInterval } = options;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(refetchInterval
      ? {
          refetchInterval: (q: { state: { data?: { pages: CursorPage<T>[] } } }) =>
            refetchInterval(rowsOf(q.state.data?.pages)),
        }
      : {}),
  });
  const rows = useMemo(() => rowsOf(query.data?.pages), [query.data]);
  return {
    rows,
    isLoading: query.isLoading,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    error: query.error,
    refresh: () => void query.refetch(),
    isRefreshing: query.isRefetching,
  };
}
