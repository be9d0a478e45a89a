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

/**
 * A time as `YYYY-MM-DD HH:mm`, in the payer's own clock (no date library on a public page); in UTC,
 * said so, where the page is drawn before the browser runs it (on the server, and its hydration).
 */
export function localTime(iso: string, utc = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  if (utc)
    return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
