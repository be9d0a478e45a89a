import { describe, expect, it } from 'vitest';
import { type OrderFigures, onConfirmed } from './status';

// The status machine of receipt orders learns the flag of a collection transfer's order.
const figures = (o: Partial<OrderFigures> = {}): OrderFigures => ({
  status: 'confirming',
  amount: 10n,
  received: 10n,
  pending: 0n,
  toleranceBps: 0,
  expiresAt: new Date('9999-12-31T00:00:00Z'),
  ...o,
});
const now = new Date('2026-11-02T08:00:00Z');

describe('a collection order when its transfer confirms', () => {
  it('is paid when not flagged', () => {
    expect(onConfirmed(figures(), true, now)).toEqual({ status: 'paid' });
  });

  it('goes to exception with the reason of its flag instead of paid (the monthly rule, a disabled account)', () => {
    expect(onConfirmed(figures({ collectionHold: 'repeat_in_month' }), true, now)).toEqual({
      status: 'exception',
      reason: 'repeat_in_month',
    });
    expect(onConfirmed(figures({ collectionHold: 'account_disabled' }), true, now)).toEqual({
      status: 'exception',
      reason: 'account_disabled',
    });
  });

  it('is held like any order once decided', () => {
    expect(
      onConfirmed(figures({ status: 'completed', collectionHold: 'repeat_in_month' }), true, now),
    ).toEqual({
      status: 'completed',
      hold: true,
    });
  });
});
