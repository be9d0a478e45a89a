import type { MoneyAssetFlows } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { flowPoints, hasMovement, netFlow } from './flowSeries';

const asset = (days: [string, string][], inflow: string, outflow: string): MoneyAssetFlows => ({
  asset: 'USDT',
  decimals: 6,
  inflow,
  outflow,
  days: days.map(([i, o], n) => ({
    date: `2026-11-${String(n + 1).padStart(2, '0')}`,
    inflow: i,
    outflow: o,
  })),
});

describe('flows of an asset', () => {
  it('keeps the exact amounts beside the bar heights, one point a day', () => {
    const points = flowPoints(
      asset(
        [
          ['0.000000', '0.000000'],
          ['100.123456', '25.000001'],
        ],
        '100.123456',
        '25.000001',
      ),
    );
    expect(points).toHaveLength(2);
    expect(points[1]).toEqual({
      day: '02',
      date: '2026-11-02',
      inflow: 100.123456,
      outflow: 25.000001,
      inflowText: '100.123456',
      outflowText: '25.000001',
    });
  });

  it('nets the month exactly in minor units, negative when more went out', () => {
    expect(netFlow(asset([], '100.000000', '25.000001'))).toBe('74.999999');
    expect(netFlow(asset([], '0.100000', '0.300000'))).toBe('-0.200000');
    // a float would print 9007199254740993.000000 wrong
    expect(netFlow(asset([], '9007199254740993.000001', '0.000000'))).toBe('9007199254740993.000001');
  });

  it('tells a quiet month from one with movements', () => {
    expect(hasMovement(asset([['0.000000', '0.000000']], '0.000000', '0.000000'))).toBe(false);
    expect(hasMovement(asset([['0.000000', '0.000001']], '0.000000', '0.000001'))).toBe(true);
  });
});
