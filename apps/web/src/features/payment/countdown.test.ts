import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, remainingMs } from './countdown';

describe('payment countdown', () => {
  it('corrects the local clock with the server time', () => {
    const local = Date.parse('2025-01-01T00:00:00Z');
    // the server is 90 s ahead; the request took 200 ms
    expect(clockOffset('2025-01-01T00:01:30.100Z', local, local + 200)).toBe(90_000);
    expect(clockOffset('not a date', local, local)).toBe(0);
  });

  it('counts down on the server clock and stops at zero', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(remainingMs('2025-01-01T00:30:00Z', 0, now)).toBe(30 * 60_000);
    expect(remainingMs('2025-01-01T00:30:00Z', 60_000, now)).toBe(29 * 60_000);
    expect(remainingMs('2025-01-01T00:30:00Z', 0, now + 31 * 60_000)).toBe(0);
  });

  it('formats mm:ss and h:mm:ss, rounding seconds up', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(24 * 3600_000)).toBe('24:00:00');
    expect(formatCountdown(3600_000 + 61_000)).toBe('1:01:01');
  });
});
