import {
  opsApi as api,
  type OpsOrderAction,
  payoutOpsApi as payoutApi,
  type ReorgOutcome,
  type ReorgResolution,
} from '@mc/contract';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { type CursorPage, useCursorList } from '../../components/list/useCursorList';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import type { RouteData, RouteInput } from '../../lib/http/types';
import { createIdempotencyKeys } from '../receive/idempotency';

/** The back office keeps its own cache: nothing of it mixes with the merchant console's. */
export const opsQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

const PAGE_SIZE = 20;

export type OpsMerchant = RouteData<typeof api.opsMerchants>['items'][number];
export type OpsException = RouteData<typeof api.opsExceptions>['items'][number];
export type OpsOrder = RouteData<typeof api.opsOrder>;
export type KybItem = RouteData<typeof api.opsKybQueue>['items'][number];
export type KybDetail = RouteData<typeof api.opsKybDetail>;
export type AuditItem = RouteData<typeof api.opsAudit>['items'][number];
export type OpsPayout = RouteData<typeof payoutApi.opsPayouts>['items'][number];
export type PayoutSettings = RouteData<typeof payoutApi.opsPayoutSettings>;
export type OpsSweep = RouteData<typeof api.opsSweeps>['items'][number];
export type OpsStatementAlert = RouteData<typeof api.opsStatementAlerts>['items'][number];

/** What a list page filters by: the route's query without its paging. */
type Filters<Q> = Omit<NonNullable<Q>, 'cursor' | 'limit'>;
export type MerchantFilters = Filters<RouteInput<typeof api.opsMerchants>>;
export type ExceptionFilters = Filters<RouteInput<typeof api.opsExceptions>>;
export type KybFilters = Filters<RouteInput<typeof api.opsKybQueue>>;
export type AuditFilters = Filters<RouteInput<typeof api.opsAudit>>;
export type PayoutFilters = Filters<RouteInput<typeof payoutApi.opsPayouts>>;
export type SweepFilters = Filters<RouteInput<typeof api.opsSweeps>>;
export type StatementAlertFilters = Filters<RouteInput<typeof api.opsStatementAlerts>>;

export const opsKeys = {
  me: ['ops', 'me'] as const,
  operators: ['ops', 'operators'] as const,
  merchants: ['ops', 'merchants'] as const,
  exceptions: ['ops', 'exceptions'] as const,
  order: (id: string) => ['ops', 'order', id] as const,
  kyb: ['ops', 'kyb-queue'] as const,
  kybDetail: (id: string) => ['ops', 'kyb-detail', id] as const,
  /** Apart from the queue's key: refreshing the queue must not open (and audit) the documents again. */
  fileLink: (submission: string, file: string) => ['ops', 'kyb-file', submission, file] as const,
  audit: ['ops', 'audit'] as const,
  payouts: ['ops', 'payouts'] as const,
  payoutSettings: ['ops', 'payout-settings'] as const,
  sweeps: ['ops', 'sweeps'] as const,
  statementAlerts: ['ops', 'statement-alerts'] as const,
};

/** Cursor pages of a list (the footer's "load more" fetches the next one). */
const usePages = <T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
) => useCursorList({ queryKey, fetchPage });

export const useOpsMe = () => useQuery({ queryKey: opsKeys.me, queryFn: () => call(api.opsMe) });
export const useOperators = () =>
  useQuery({ queryKey: opsKeys.operators, queryFn: () => call(api.opsOperators), staleTime: 60_000 });

export const useOpsMerchants = (f: MerchantFilters) =>
  usePages([...opsKeys.merchants, f], (cursor) => call(api.opsMerchants, { ...f, limit: PAGE_SIZE, cursor }));

export const useExceptions = (f: ExceptionFilters) =>
  usePages([...opsKeys.exceptions, f], (cursor) =>
    call(api.opsExceptions, { ...f, limit: PAGE_SIZE, cursor }),
  );

export const useOpsOrder = (id: string | null) =>
  useQuery({
    queryKey: opsKeys.order(id ?? ''),
    queryFn: () => call(api.opsOrder, undefined, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

export const useKybQueue = (f: KybFilters) =>
  usePages([...opsKeys.kyb, f], (cursor) => call(api.opsKybQueue, { ...f, limit: PAGE_SIZE, cursor }));

export const useKybDetail = (id: string | null) =>
  useQuery({
    queryKey: opsKeys.kybDetail(id ?? ''),
    queryFn: () => call(api.opsKybDetail, undefined, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

/** A short-lived link to a document (valid 5 min on the server): fetched again after 4. */
export const useFileLink = (submission: string, file: string) =>
  useQuery({
    queryKey: opsKeys.fileLink(submission, file),
    queryFn: () => call(api.opsKybFileLink, undefined, { params: { id: submission, file_id: file } }),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  });

export const useAudit = (f: AuditFilters) =>
  usePages([...opsKeys.audit, f], (cursor) => call(api.opsAudit, { ...f, limit: PAGE_SIZE, cursor }));

export const useOpsSweeps = (f: SweepFilters) =>
  usePages([...opsKeys.sweeps, f], (cursor) => call(api.opsSweeps, { ...f, limit: PAGE_SIZE, cursor }));

export const useStatementAlerts = (f: StatementAlertFilters) =>
  usePages([...opsKeys.statementAlerts, f], (cursor) =>
    call(api.opsStatementAlerts, { ...f, limit: PAGE_SIZE, cursor }),
  );

export const useOpsPayouts = (f: PayoutFilters) =>
  usePages([...opsKeys.payouts, f], (cursor) =>
    call(payoutApi.opsPayouts, { ...f, limit: PAGE_SIZE, cursor }),
  );

export const usePayoutSettings = () =>
  useQuery({ queryKey: opsKeys.payoutSettings, queryFn: () => call(payoutApi.opsPayoutSettings) });

const refresh = (key: readonly unknown[]) => opsQueryClient.invalidateQueries({ queryKey: key });

export async function setMerchantStatus(id: string, action: 'disable' | 'enable', reason: string) {
  const route = action === 'disable' ? api.opsDisableMerchant : api.opsEnableMerchant;
  const merchant = await call(route, { reason }, { params: { id } });
  await Promise.all([refresh(opsKeys.merchants), refresh(opsKeys.audit)]);
  return merchant;
}

const resolveKeys = createIdempotencyKeys();

/** Money-moving: one Idempotency-Key per decision, reused when the same request is retried. */
export async function resolveOrder(
  id: string,
  action: OpsOrderAction,
  body: { reason: string; address?: string },
): Promise<OpsOrder> {
  const key = resolveKeys.keyFor({ id, action, ...body });
  const options = { params: { id }, headers: { 'Idempotency-Key': key } };
  const withAddress = { reason: body.reason, address: body.address ?? '' };
  const reasonOnly = {
    accept: api.opsAcceptOrder,
    close: api.opsCloseOrder,
    release: api.opsReleaseUnclaimed,
    reconcile_reorg: api.opsReconcileReorg,
  };
  const order =
    action === 'refund' || action === 'refund_unclaimed'
      ? await call(action === 'refund' ? api.opsRefundOrder : api.opsRefundUnclaimed, withAddress, options)
      : await call(reasonOnly[action], { reason: body.reason }, options);
  resolveKeys.done();
  opsQueryClient.setQueryData(opsKeys.order(id), order);
  await Promise.all([refresh(opsKeys.exceptions), refresh(opsKeys.audit)]);
  return order;
}

const reorgKeys = createIdempotencyKeys();

/**
 * Money-moving: books a credited deposit a chain reorganisation took back (charged back to the
 * merchant or the platform's loss), one Idempotency-Key per attempt, reused when it is retried.
 * A 409 (not credited, or resolved already) ends the attempt. The order and the queue are read again.
 */
export async function resolveReorgedDeposit(
  orderId: string,
  depositId: string,
  body: { outcome: ReorgOutcome; reason: string },
): Promise<ReorgResolution> {
  const key = reorgKeys.keyFor({ depositId, ...body });
  try {
    const resolution = await call(api.opsResolveReorgedDeposit, body, {
      params: { id: depositId },
      headers: { 'Idempotency-Key': key },
    });
    reorgKeys.done();
    return resolution;
  } catch (error) {
    if (isApiError(error) && error.status === 409) reorgKeys.done();
    throw error;
  } finally {
    await Promise.all([refresh(opsKeys.order(orderId)), refresh(opsKeys.exceptions), refresh(opsKeys.audit)]);
  }
}

const payoutKeys = createIdempotencyKeys();

/**
 * Money-moving: one Idempotency-Key per attempt at a decision, reused when the same decision is
 * retried. A 409 is a refusal of the decision itself (decided already, or the maker-checker rule).
 */
export async function decidePayout(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<OpsPayout> {
  const key = payoutKeys.keyFor({ id, ...decision });
  const options = { params: { id }, headers: { 'Idempotency-Key': key } };
  try {
    const payout = decision.approve
      ? await call(payoutApi.opsApprovePayout, undefined, options)
      : await call(payoutApi.opsRejectPayout, { reason: decision.reason }, options);
    payoutKeys.done();
    return payout;
  } catch (error) {
    // decided already (by someone else, or by this very attempt): the next attempt is new
    if (isApiError(error) && error.status === 409) payoutKeys.done();
    throw error;
  } finally {
    await Promise.all([refresh(opsKeys.payouts), refresh(opsKeys.audit)]);
  }
}

export async function savePayoutSettings(approvalThresholdUsd: string): Promise<PayoutSettings> {
  const settings = await call(payoutApi.opsUpdatePayoutSettings, {
    approval_threshold_usd: approvalThresholdUsd,
  });
  opsQueryClient.setQueryData(opsKeys.payoutSettings, settings);
  await refresh(opsKeys.audit);
  return settings;
}

export async function decideKyb(
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const detail = decision.approve
    ? await call(api.opsKybApprove, undefined, { params: { id } })
    : await call(api.opsKybReject, { reason: decision.reason }, { params: { id } });
  opsQueryClient.setQueryData(opsKeys.kybDetail(id), detail);
  await Promise.all([refresh(opsKeys.kyb), refresh(opsKeys.audit)]);
  return detail;
}

export async function opsLogout() {
  await call(api.opsLogout);
}

const bankOutcomeKeys = createIdempotencyKeys();

/** Money-moving: the simulated bank's outcome of a bank transfer (sent, or failed with a reason). */
export async function markBankTransfer(
  id: string,
  outcome: { outcome: 'completed' } | { outcome: 'failed'; reason: string },
): Promise<OpsPayout> {
  const key = bankOutcomeKeys.keyFor({ id, ...outcome });
  try {
    const payout = await call(payoutApi.opsMarkBankTransfer, outcome, {
      params: { id },
      headers: { 'Idempotency-Key': key },
    });
    bankOutcomeKeys.done();
    return payout;
  } catch (error) {
    if (isApiError(error) && error.status === 409) bankOutcomeKeys.done();
    throw error;
  } finally {
    await Promise.all([refresh(opsKeys.payouts), refresh(opsKeys.audit)]);
  }
}
