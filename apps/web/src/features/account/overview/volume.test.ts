import { describe, expect, it } from 'vitest';
import { axisLabel, barScale, volumeSeries } from './volume';

describe('30-day volume series', () => {
  it("has every day of the merchant's time zone ending today there, with the amounts of the days that had receipts", () => {
    const series = volumeSeries(
      [
        { day: '2025-03-30', asset: 'USDC', amount: '10.000000' },
        { day: '2025-03-30', asset: 'USDT', amount: '5.000000' },
        { day: '2025-01-01', asset: 'USDT', amount: '99.000000' },
      ],
      '2025-03-31',
    );
    expect(series).toHaveLength(30);
    expect(series[0]?.day).toBe('2025-03-02');
    expect(series[29]?.day).toBe('2025-03-31');
    expect(series[28]?.amounts).toEqual({ USDC: '10.000000', USDT: '5.000000' });
    const scale = barScale(series);
    expect(scale('15.000000')).toBe(1);
    expect(scale('5.000000')).toBeCloseTo(1 / 3);
    expect(scale(undefined)).toBe(0);
  });

  it("ends on the merchant's today as the server names it, across a month's end", () => {
    const rows = [{ day: '2026-04-01', asset: 'USDT', amount: '1.000000' }];
    const april = volumeSeries(rows, '2026-04-01');
    expect(april.at(-1)).toEqual({ day: '2026-04-01', amounts: { USDT: '1.000000' } });
    expect(april[0]?.day).toBe('2026-03-03');
    expect(volumeSeries(rows, '2026-03-31').at(-1)).toEqual({ day: '2026-03-31', amounts: {} });
  });

  it('labels every fifth day; the last label ends at the chart edge instead of running past it', () => {
    const labels = Array.from({ length: 30 }, (_, i) => axisLabel(i, 30, 600));
    expect(labels.filter(Boolean)).toHaveLength(6);
    expect(labels[4]).toEqual({ x: 90, anchor: 'middle' });
    expect(labels[29]).toEqual({ x: 600, anchor: 'end' });
    for (const label of labels) if (label) expect(label.x).toBeLessThanOrEqual(600);
  });
});
