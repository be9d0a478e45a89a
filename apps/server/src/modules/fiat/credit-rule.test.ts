import { describe, expect, it } from 'vitest';
import { matchTopup, referenceIn } from './credit-rule';
import type { TopupRow } from './repo';

const topup = (id: string, amount: bigint) => ({ id, amount }) as TopupRow;

describe('the matching rule of a bank credit', () => {
  it('finds the reference however the payer wrote it', () => {
    expect(referenceIn('Top-up TUABCD2345 thanks')).toBe('TUABCD2345');
    expect(referenceIn('tuab cd23 45')).toBe('TUABCD2345');
    expect(referenceIn('TU-ABCD-2345')).toBe('TUABCD2345');
    expect(referenceIn('INVOICE 7781')).toBeNull();
    expect(referenceIn('TU0BCD2345')).toBeNull(); // 0 is not base32
  });

  it('takes the claim equal to what arrived, else the nearest one short of it within the tolerance', () => {
    const open = [topup('a', 100_00n), topup('b', 250_00n)];
    expect(matchTopup(250_00n, open, 100)).toEqual({ topup: open[1] });
    expect(matchTopup(249_50n, open, 100)).toEqual({ topup: open[1] }); // 0.2 % short: charges
    expect(matchTopup(247_50n, open, 100)).toEqual({ topup: open[1] }); // exactly 1 %
    expect(matchTopup(247_49n, open, 100)).toEqual({ miss: 'amount_short' });
    expect(matchTopup(260_00n, open, 100)).toEqual({ miss: 'amount_over' });
    expect(matchTopup(249_50n, open, 0)).toEqual({ miss: 'amount_short' });
  });

  it('leaves two equally good claims, and no claim at all, for a person', () => {
    expect(matchTopup(60_00n, [topup('a', 60_00n), topup('b', 60_00n)], 100)).toEqual({ miss: 'ambiguous' });
    expect(matchTopup(59_90n, [topup('a', 60_00n), topup('b', 60_00n)], 100)).toEqual({ miss: 'ambiguous' });
    expect(matchTopup(59_90n, [topup('a', 60_00n), topup('b', 60_10n)], 100)).toEqual({
      topup: topup('a', 60_00n),
    });
    expect(matchTopup(10_00n, [], 100)).toEqual({ miss: 'no_open_topup' });
  });
});
