import type { PayoutStatus } from '@mc/contract';

/** Tag colour of every payout status (antd preset colours). */
export const PAYOUT_STATUS_COLOR: Record<PayoutStatus, string> = {
  pending_approval: 'gold',
  processing: 'processing',
  confirming: 'cyan',
  completed: 'success',
  failed: 'error',
  rejected: 'default',
};

const FINAL: ReadonlySet<PayoutStatus> = new Set<PayoutStatus>(['completed', 'failed', 'rejected']);

/** Statuses after which a payout changes no more: pages stop polling. */
export function isFinalPayout(status: PayoutStatus): boolean {
  return FINAL.has(status);
}

/** i18n key of a status label (cn and en). */
export function payoutStatusKey(status: PayoutStatus): string {
  return `status.${status}`;
}
