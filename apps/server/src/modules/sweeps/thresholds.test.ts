import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { thresholdOf } from './thresholds';

describe('SWEEP_THRESHOLDS', () => {
  it('reads whole units in minor units of each asset, 100 for an asset not named', () => {
    expect(thresholdOf('USDC:250,USDT:0.5', 'USDC', 6)).toBe(250_000_000n);
    expect(thresholdOf('USDC:250,USDT:0.5', 'USDT', 6)).toBe(500_000n);
    expect(thresholdOf('USDC:250', 'DAI', 18)).toBe(100n * 10n ** 18n);
    expect(thresholdOf('USDC:1.1234567', 'USDC', 6)).toBe(1_123_456n);
  });

  it('refuses a setting that is not asset:amount pairs, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SWEEP_THRESHOLDS: 'USDC=100' })).toThrow(/SWEEP_THRESHOLDS/);
    expect(loadConfig({ NODE_ENV: 'test' }).SWEEP_THRESHOLDS).toBe('USDC:100,USDT:100');
    expect(loadConfig({ NODE_ENV: 'test' }).SWEEP_INTERVAL_MS).toBe(60_000);
  });
});
