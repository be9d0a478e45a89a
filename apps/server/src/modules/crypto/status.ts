import type { ReceiptStatus } from '@mc/contract';

/** Why a collection transfer's order is held when confirmed (the monthly rule, a disabled account). */
export type CollectionHold = 'repeat_in_month' | 'account_disabled';
export type ExceptionReason = 'underpaid' | 'overpaid' | 'late_payment' | 'wrong_asset' | CollectionHold;

export interface OrderFigures {
  status: ReceiptStatus;
  amount: bigint;
  received: bigint;
  pending: bigint;
  toleranceBps: number;
  expiresAt: Date;
  /** A collection transfer's order created flagged: it goes to `exception` instead of `paid`. */
  collectionHold?: CollectionHold | null;
}

export interface Outcome {
  status: ReceiptStatus;
  reason?: ExceptionReason;
  /** The deposit cannot belong to the order any more: hold it for review. */
  hold?: boolean;
}

/** States in which an order still waits for its money. */
export const OPEN: ReadonlySet<ReceiptStatus> = new Set(['unpaid', 'confirming', 'partially_paid']);

/** Lowest amount that counts as paid: the amount less the tolerance, rounded up (never in the payer's favour). */
export function paidThreshold(amount: bigint, toleranceBps: number): bigint {
  const allowance = (amount * BigInt(toleranceBps)) / 10_000n;
  return amount - allowance;
}

/** A transfer to the order's address was seen (unconfirmed). */
export function onSeen(status: ReceiptStatus): ReceiptStatus {
  return status === 'unpaid' || status === 'partially_paid' ? 'confirming' : status;
}

/**
 * A transfer seen but not yet confirmed was taken back by the chain (its block was replaced): where
 * the order goes. The figures no longer include the transfer. A confirming order goes back to what
 * it was before seeing it, unless another transfer still confirms; any other status stays.
 */
export function onUnseen(o: { status: ReceiptStatus; received: bigint; pending: bigint }): ReceiptStatus {
  if (o.status !== 'confirming' || o.pending > 0n) return o.status;
  return o.received > 0n ? 'partially_paid' : 'unpaid';
}

/**
 * Where an order goes once a deposit of its asset is confirmed. `onTime` is
 * whether the deposit was first seen before the order expired; the figures
 * already include the deposit.
 */
export function onConfirmed(o: OrderFigures, onTime: boolean, now: Date): Outcome {
  if (o.status === 'exception') return { status: 'exception' };
  if (o.status === 'expired' || o.status === 'cancelled')
    return { status: 'exception', reason: 'late_payment' };
  if (!OPEN.has(o.status)) return { status: o.status, hold: true };
  if (!onTime) return { status: 'exception', reason: 'late_payment' };
  if (o.collectionHold) return { status: 'exception', reason: o.collectionHold };
  // more than the amount is paid too (settled for the amount; the excess goes by the merchant's setting)
  if (o.received >= paidThreshold(o.amount, o.toleranceBps)) return { status: 'paid' };
  if (o.pending > 0n) return { status: 'confirming' };
  if (now >= o.expiresAt) return { status: 'exception', reason: 'underpaid' };
  return { status: 'partially_paid' };
}

/** A deposit of another asset than the order's: it cannot be credited to the order. */
export function onWrongAsset(status: ReceiptStatus): Outcome {
  if (OPEN.has(status) || status === 'expired' || status === 'exception' || status === 'cancelled') {
    return { status: 'accounting_exception', reason: 'wrong_asset' };
  }
  return { status, hold: true };
}

/** The expiry job: what an open order becomes at its expiry, or null to leave it. */
export function onExpiry(o: OrderFigures): Outcome | null {
  if (o.pending > 0n) return null; // seen in time; decided when it confirms
  if (o.status === 'unpaid') return { status: 'expired' };
  if (o.status === 'partially_paid') return { status: 'exception', reason: 'underpaid' };
  return null;
}

/** Fee on what was received, in minor units, rounded up in the platform's favour. */
export function receiveFee(received: bigint, feeBps: number): bigint {
  return (received * BigInt(feeBps) + 9_999n) / 10_000n;
}
