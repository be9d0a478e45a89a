import type { ReceiptStatus } from '@mc/contract';

/** Tag colour of every receipt-order status (antd preset colours). */
export const STATUS_COLOR: Record<ReceiptStatus, string> = {
  unpaid: 'gold',
  confirming: 'processing',
  partially_paid: 'orange',
  paid: 'cyan',
  completed: 'success',
  expired: 'default',
  exception: 'error',
  exception_resolved: 'purple',
  cancelled: 'default',
  closed: 'default',
  refund_requested: 'magenta',
  refunded: 'geekblue',
  accounting_exception: 'volcano',
};

/** Statuses after which nothing changes any more: pages stop polling. */
const FINAL: ReadonlySet<ReceiptStatus> = new Set<ReceiptStatus>([
  'completed',
  'exception_resolved',
  'cancelled',
  'closed',
  'refunded',
]);

export function isFinalStatus(status: ReceiptStatus): boolean {
  return FINAL.has(status);
}

/** i18n key of a status label (cn/en seed labels). */
export function statusLabelKey(status: ReceiptStatus): string {
  return `status.${status}`;
}
