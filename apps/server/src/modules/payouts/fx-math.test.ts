import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_SCALE } from '../../rails/fx/types';
import { convert, usdCents } from './fx-math';

describe('conversion figures', () => {
  it('takes the fee rounded up, the spread off the rate, and rounds what arrives down', () => {
    // 100.000001 USDT at 0.9998, spread 30 bps, fee 10 bps
    const c = convert({
      amount: 100_000_001n,
      assetDecimals: 6,
      fiatDecimals: 2,
      midRate: 99_980_000n,
      spreadBps: 30,
      feeBps: 10,
    });
    expect(c.fee).toBe(100_001n); // 0.1000001 rounded up
    expect(c.rate).toBe(99_680_060n); // 0.9998 * 0.997 = 0.99680060
    expect(c.fiatAmount).toBe(9958n); // 99.9 USDT * 0.9968006 = 99.58 (99.5880...)
    expect(c.converted + c.remainder + c.fee).toBe(100_000_001n);
    expect(c.remainder).toBeGreaterThan(0n);
  });

  it('accounts for every minor unit and never pays out more than the rate allows', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 5n * RATE_SCALE }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (amount, midRate, spreadBps, feeBps) => {
          const c = convert({ amount, assetDecimals: 6, fiatDecimals: 2, midRate, spreadBps, feeBps });
          expect(c.fee + c.converted + c.remainder).toBe(amount);
          expect(c.remainder >= 0n).toBe(true);
          expect(c.fee >= 0n && c.fee <= amount).toBe(true);
          // the fiat amount is the largest one the converted crypto pays for at the rate
          const net = amount - c.fee;
          expect(c.fiatAmount * 10n ** 4n * RATE_SCALE <= net * c.rate).toBe(true);
          expect((c.fiatAmount + 1n) * 10n ** 4n * RATE_SCALE > net * c.rate).toBe(true);
          if (c.fiatAmount > 0n)
            expect(c.converted * c.rate >= c.fiatAmount * 10n ** 4n * RATE_SCALE).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('values an amount in USD cents, rounded up', () => {
    expect(usdCents(900_000_000n, 6, RATE_SCALE)).toBe(90_000n);
    expect(usdCents(1n, 6, RATE_SCALE)).toBe(1n);
    expect(usdCents(0n, 6, RATE_SCALE)).toBe(0n);
  });
});
