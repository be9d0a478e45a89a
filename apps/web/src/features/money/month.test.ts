import { describe, expect, it } from 'vitest';
import { monthOf, recentMonths, shiftMonth } from './month';

describe('months of the money page', () => {
  it("takes the month in the merchant's time zone (the flows cut their days in it)", () => {
    expect(monthOf(new Date('2026-03-31T20:00:00Z'), 'UTC')).toBe('2026-03');
    expect(monthOf(new Date('2026-03-31T20:00:00Z'), 'Asia/Shanghai')).toBe('2026-04');
    expect(monthOf(new Date('2026-04-01T02:00:00Z'), 'America/New_York')).toBe('2026-03');
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('offers the current month first, then the ones before it', () => {
    expect(recentMonths('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
