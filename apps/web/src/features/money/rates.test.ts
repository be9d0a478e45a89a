import { describe, expect, it } from 'vitest';
import { latestRateTime } from './rates';

const rate = (base: string, as_of: string) => ({
  base,
  quote: 'USD' as const,
  rate: '1.00000000',
  source: 'static',
  as_of,
});

describe('the time of the rates', () => {
  it('is the latest time a rate was set', () => {
    expect(
      latestRateTime([
        rate('USDT', '2026-11-26T10:00:00.000Z'),
        rate('EUR', '2026-11-26T12:30:00.000Z'),
        rate('USDC', '2026-11-25T00:00:00.000Z'),
      ]),
    ).toBe('2026-11-26T12:30:00.000Z');
  });

  it('is none without rates', () => {
    expect(latestRateTime([])).toBeNull();
  });
});
