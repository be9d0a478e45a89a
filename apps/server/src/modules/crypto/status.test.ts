import { describe, expect, it } from 'vitest';
import { type OrderFigures, onConfirmed, onUnseen } from './status';

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

describe('an order when a transfer seen on it is taken back by the chain', () => {
  const unseen = (status: OrderFigures['status'], received: bigint, pending: bigint) =>
    onUnseen({ status, received, pending });

  it('goes back to unpaid when nothing arrived before it', () => {
    expect(unseen('confirming', 0n, 0n)).toBe('unpaid');
  });

  it('goes back to partially_paid when an earlier transfer was confirmed', () => {
    expect(unseen('confirming', 4n, 0n)).toBe('partially_paid');
  });

  it('stays confirming while another transfer still confirms', () => {
    expect(unseen('confirming', 0n, 5n)).toBe('confirming');
    expect(unseen('confirming', 4n, 5n)).toBe('confirming');
  });

  it('keeps any status but confirming (the transfer did not move it)', () => {
    for (const status of ['unpaid', 'partially_paid', 'paid', 'expired', 'exception'] as const) {
      expect(unseen(status, 0n, 0n)).toBe(status);
    }
  });
});
