import { fiatApi, historyApi, historyAssets, payoutsApi, settingsApi, type Topup } from '@mc/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import type { RouteData } from '../../lib/http/types';
import { uploadForm } from '../../lib/http/upload';

export type { Topup };
export type TopupInstructions = RouteData<typeof fiatApi.topupInstructions>;
export type FiatBalances = RouteData<typeof payoutsApi.fiatBalances>;

export const fiatKeys = {
  instructions: ['fiat', 'topup-instructions'] as const,
  topups: ['fiat', 'topups'] as const,
  /** The same key as the payouts' fiat balance card: a top-up's approval or a withdrawal refreshes both. */
  balances: ['fiat', 'balances'] as const,
  movements: (currency: string) => ['fiat', 'movements', currency] as const,
  bankAccounts: ['fiat', 'bank-accounts'] as const,
};

/** Top-ups that wait for review are looked at again every 10 s. */
const REVIEW_REFRESH_MS = 10_000;

const instructionsQuery = { queryKey: fiatKeys.instructions, queryFn: () => call(fiatApi.topupInstructions) };

export const useTopupInstructions = () => useQuery(instructionsQuery);

export type FiatCurrency = TopupInstructions['currencies'][number];

/**
 * The fiat currencies operators have enabled (USD first), as the top-up instructions list them: the
 * one list every fiat currency picker offers (top-up, remit, conversions).
 */
export const useFiatCurrencies = () =>
  useQuery({ ...instructionsQuery, select: (data: TopupInstructions): FiatCurrency[] => data.currencies });

/** The merchant's top-ups, newest first; refreshed while one of them waits for review. */
export const useTopups = () =>
  useCursorList({
    queryKey: fiatKeys.topups,
    fetchPage: (cursor) => call(fiatApi.listTopups, { limit: 20, cursor }),
    staleTime: 0,
    refetchInterval: (rows: Topup[]) =>
      rows.some((r) => r.status === 'submitted') ? REVIEW_REFRESH_MS : false,
  });

export const useFiatBalances = () =>
  useQuery({ queryKey: fiatKeys.balances, queryFn: () => call(payoutsApi.fiatBalances), staleTime: 0 });

/** The latest movements of one fiat currency from the transaction history. */
export const useFiatMovements = (currency: string) => {
  const asset = historyAssets.find((a) => a === currency);
  return useQuery({
    queryKey: fiatKeys.movements(currency),
    queryFn: () => call(historyApi.listHistory, { asset, limit: 10 }),
    enabled: asset !== undefined,
    staleTime: 0,
  });
};

/** The merchant's saved bank accounts (the paying account of a top-up is one of them). */
export const useBankAccounts = () =>
  useQuery({
    queryKey: fiatKeys.bankAccounts,
    queryFn: () => call(settingsApi.listBankAccounts, { limit: 100 }),
  });

export interface TopupInput {
  currency: string;
  amount: string;
  value_date: string;
  bank_account_id: string;
  statement: File;
}

/** Submits a top-up with its statement (multipart), once per `key`; the list and balances refresh after. */
export function useSubmitTopup() {
  const client = useQueryClient();
  return async (input: TopupInput, key: string, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('currency', input.currency);
    form.append('amount', input.amount);
    form.append('value_date', input.value_date);
    form.append('bank_account_id', input.bank_account_id);
    form.append('statement', input.statement, input.statement.name);
    const topup = await uploadForm<Topup>(fiatApi.createTopup.path, form, onProgress, {
      'Idempotency-Key': key,
    });
    await client.invalidateQueries({ queryKey: fiatKeys.topups });
    return topup;
  };
}
