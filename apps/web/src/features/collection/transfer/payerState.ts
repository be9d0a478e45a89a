import type { ReceiptStatus } from '@mc/contract';

/** What a transfer means to the payer: still confirming, received, held for the merchant, refunded. */
export type PayerState = 'confirming' | 'credited' | 'held' | 'refunded';

const STATE: Record<ReceiptStatus, PayerState> = {
  unpaid: 'confirming',
  confirming: 'confirming',
  partially_paid: 'confirming',
  paid: 'credited',
  completed: 'credited',
  // an exception the merchant accepted is credited; a refund goes through refund_requested
  exception_resolved: 'credited',
  exception: 'held',
  accounting_exception: 'held',
  expired: 'held',
  cancelled: 'held',
  closed: 'held',
  refund_requested: 'refunded',
  refunded: 'refunded',
};

export function payerState(status: ReceiptStatus): PayerState {
  return STATE[status];
}

/** A time in the payer's own clock, `YYYY-MM-DD HH:mm` (no date library on a public page). */
export function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
