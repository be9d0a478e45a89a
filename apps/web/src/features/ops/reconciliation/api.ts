import { opsApi as api, type ReconciliationRow } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CursorList } from '../../../components/list/useCursorList';
import { call } from '../../../lib/http/client';

export type { ReconciliationRow };
/** A row of the table: a network's asset, keyed `<network>-<asset>`. */
export type ReconciliationLine = ReconciliationRow & { id: string };

export const reconciliationKeys = { report: ['ops', 'chain-reconciliation'] as const };

const NONE: ReconciliationLine[] = [];

/** The reconciliation of every network and asset in one answer, as the one list table takes its rows. */
export function useReconciliation(): {
  list: CursorList<ReconciliationLine>;
  at: string | null;
  ok: boolean | null;
} {
  const query = useQuery({
    queryKey: reconciliationKeys.report,
    queryFn: () => call(api.opsChainReconciliation),
  });
  const rows = useMemo(
    () => query.data?.rows.map((r) => ({ ...r, id: `${r.network}-${r.asset}` })) ?? NONE,
    [query.data],
  );
  return {
    list: {
      rows,
      isLoading: query.isLoading,
      hasMore: false,
      isLoadingMore: false,
      loadMore: () => undefined,
      error: query.error,
      refresh: () => void query.refetch(),
      isRefreshing: query.isRefetching,
    },
    at: query.data?.at ?? null,
    ok: query.data?.ok ?? null,
  };
}
