import type { PayoutStatus } from '@mc/contract';

export { PAYOUT_STATUS_COLOR } from '../../components/StatusTags';

const FINAL: ReadonlySet<PayoutStatus> = new Set<PayoutStatus>(['completed', 'failed', 'rejected']);

/** Statuses after which a payout changes no more: pages stop polling. */
export function isFinalPayout(status: PayoutStatus): boolean {
  return FINAL.has(status);
}

/** i18n key of a status label (cn and en). */
export function payoutStatusKey(status: PayoutStatus): string {
  return `status.${status}`;
}
