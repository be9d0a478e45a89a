import { describe, expect, it } from 'vitest';
import { amountProblem, displayAmount, isPositive, sumAmounts } from './amounts';
import { createIdempotencyKeys } from './idempotency';

describe('amounts as decimal strings', () => {
  it('formats for people without going through floats', () => {
    expect(displayAmount('12.500000')).toBe('12.50');
    expect(displayAmount('0.123400')).toBe('0.1234');
    expect(displayAmount('1000.000000')).toBe('1,000.00');
    expect(displayAmount('123456789012.000001')).toBe('123,456,789,012.000001');
    expect(displayAmount('0.1', 0)).toBe('0.1');
    expect(displayAmount('5.000000', 0)).toBe('5');
    expect(displayAmount('-3.250000')).toBe('-3.25');
    expect(displayAmount('abc')).toBe('abc');
  });

  it('sums exactly in minor units', () => {
    expect(sumAmounts(['0.100000', '0.200000'], 6)).toBe('0.300000');
    expect(sumAmounts(['999999999999.999999', '0.000001'], 6)).toBe('1000000000000.000000');
    expect(sumAmounts([], 6)).toBe('0.000000');
  });

  it('checks decimals and the network minimum', () => {
    expect(amountProblem('10.5', 'USDT', '1.000000')).toBeNull();
    expect(amountProblem('1.0000001', 'USDT', undefined)).toBe('decimals');
    expect(amountProblem('0.5', 'USDC', '1.000000')).toBe('below_min');
    expect(amountProblem('0', 'USDC', undefined)).toBe('zero');
    expect(amountProblem('1e3', 'USDC', undefined)).toBe('invalid');
  });

  it('knows a positive amount', () => {
    expect(isPositive('0.000001')).toBe(true);
    expect(isPositive('0.000000')).toBe(false);
    expect(isPositive('-1.0')).toBe(false);
  });
});

describe('Idempotency-Key per submission', () => {
  it('reuses the key when the same body is retried and renews it for another body or after success', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: '1' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ amount: '1' })).toBe(first);
    const second = keys.keyFor({ amount: '2' });
    expect(second).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: '2' })).not.toBe(second);
  });
});
