import type { BankCreditMiss } from '@mc/contract';
import type { TopupRow } from './repo';

/** A merchant's top-up reference anywhere in the remittance information (spaces and case ignored). */
export function referenceIn(text: string): string | null {
  const m = /TU[A-Z2-7]{8}/.exec(text.toUpperCase().replace(/[\s-]+/g, ''));
  return m ? m[0] : null;
}

/**
 * The matching rule of a credit against the open top-ups of the merchant its reference names:
 * - the top-up whose claimed amount equals what arrived; else
 * - the one what arrived falls short of by at most `toleranceBps` of its claim (charges the banks on
 *   the way took: the top-up is credited with what arrived);
 * - two equally good: ambiguous; an amount above every claim, or short of it by more: left for an
 *   operator, who may credit a partial amount (amount_short) or ask the merchant (amount_over).
 */
export function matchTopup(
  amount: bigint,
  open: TopupRow[],
  toleranceBps: number,
): { topup: TopupRow } | { miss: BankCreditMiss } {
  if (open.length === 0) return { miss: 'no_open_topup' };
  const exact = open.filter((t) => t.amount === amount);
  if (exact.length === 1) return { topup: exact[0]! };
  if (exact.length > 1) return { miss: 'ambiguous' };
  const near = open.filter(
    (t) => amount < t.amount && (t.amount - amount) * 10_000n <= t.amount * BigInt(toleranceBps),
  );
  if (near.length > 0) {
    const gap = (t: TopupRow) => t.amount - amount;
    const best = near.reduce((a, b) => (gap(b) < gap(a) ? b : a));
    if (near.filter((t) => gap(t) === gap(best)).length > 1) return { miss: 'ambiguous' };
    return { topup: best };
  }
  return { miss: open.some((t) => amount < t.amount) ? 'amount_short' : 'amount_over' };
}
