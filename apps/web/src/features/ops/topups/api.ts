import { fiatOpsApi as api, type OpsTopup, type TopupStatus } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../components/list/useCursorList';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import type { RouteData } from '../../../lib/http/types';
import { createIdempotencyKeys } from '../../receive/index';
import { opsKeys, opsQueryClient } from '../api';

export type { OpsTopup };
export type OpsFiatCurrency = RouteData<typeof api.opsFiatCurrencies>['items'][number];

export const topupKeys = {
  queue: ['ops', 'topups'] as const,
  /** Apart from the queue's key: refreshing the queue must not open (and audit) the statement again. */
  statement: (id: string) => ['ops', 'topup-statement', id] as const,
  currencies: ['ops', 'fiat-currencies'] as const,
};

export const useOpsTopups = (status: TopupStatus) =>
  useCursorList({
    queryKey: [...topupKeys.queue, status],
    fetchPage: (cursor) => call(api.opsTopups, { status, limit: 20, cursor }),
  });

export const useStatementLink = (id: string) =>
  useQuery({
    queryKey: topupKeys.statement(id),
    queryFn: () => call(api.opsTopupStatementLink, undefined, { params: { id } }),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  });

export const useFiatCurrencies = () =>
  useQuery({ queryKey: topupKeys.currencies, queryFn: () => call(api.opsFiatCurrencies) });

const refresh = (key: readonly unknown[]) => opsQueryClient.invalidateQueries({ queryKey: key });
const decisionKeys = createIdempotencyKeys();

/**
 * Money-moving: one Idempotency-Key per attempt at a decision, reused when the same decision is
 * retried; a 409 (decided already) makes the next attempt new.
 */
export async function decideTopup(
  id: string,
  decision: { approve: true; amountReceived: string } | { approve: false; reason: string },
): Promise<OpsTopup> {
  const key = decisionKeys.keyFor({ id, ...decision });
  const options = { params: { id }, headers: { 'Idempotency-Key': key } };
  try {
    const topup = decision.approve
      ? await call(api.opsApproveTopup, { amount_received: decision.amountReceived }, options)
      : await call(api.opsRejectTopup, { reason: decision.reason }, options);
    decisionKeys.done();
    return topup;
  } catch (error) {
    if (isApiError(error) && error.status === 409) decisionKeys.done();
    throw error;
  } finally {
    await Promise.all([refresh(topupKeys.queue), refresh(opsKeys.audit)]);
  }
}

export async function setFiatCurrency(code: string, enabled: boolean) {
  const currency = await call(api.opsSetFiatCurrency, { enabled }, { params: { code } });
  await Promise.all([refresh(topupKeys.currencies), refresh(opsKeys.audit)]);
  return currency;
}
