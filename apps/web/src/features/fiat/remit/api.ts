import { type Payout, payoutsApi, settingsApi } from '@mc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../components/list/useCursorList';
import { call } from '../../../lib/http/client';
import type { RouteInput } from '../../../lib/http/types';

export type BankTransferTarget = NonNullable<RouteInput<typeof payoutsApi.previewBankTransfer>>;

export const bankTransferKeys = {
  list: ['payouts', 'bank-transfers'] as const,
  preview: (target: BankTransferTarget | null) => ['payouts', 'bank-transfers', 'preview', target] as const,
  accounts: ['fiat', 'remit', 'bank-accounts'] as const,
};

const REFRESH_MS = 5000;
const open = (rows: Payout[]) =>
  rows.some((p) => p.status === 'pending_approval' || p.status === 'processing') ? REFRESH_MS : false;

/** The merchant's bank transfers, newest first; refreshed while one is still under way. */
export const useBankTransfers = () =>
  useCursorList({
    queryKey: bankTransferKeys.list,
    fetchPage: (cursor) => call(payoutsApi.listBankTransfers, { limit: 20, cursor }),
    staleTime: 0,
    refetchInterval: open,
  });

/** The merchant's saved bank accounts (a few at most: one page holds them). */
export const useSavedBankAccounts = () =>
  useQuery({
    queryKey: bankTransferKeys.accounts,
    queryFn: () => call(settingsApi.listBankAccounts, { limit: 100 }),
    staleTime: 0,
  });

/** The fee, total and steps of a transfer as typed; off until the target is complete. */
export const useBankTransferPreview = (target: BankTransferTarget | null) =>
  useQuery({
    queryKey: bankTransferKeys.preview(target),
    queryFn: ({ signal }) => call(payoutsApi.previewBankTransfer, target as BankTransferTarget, { signal }),
    enabled: target !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
