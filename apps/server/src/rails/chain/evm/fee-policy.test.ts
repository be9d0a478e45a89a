import type { PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import { AddressBook } from '../addresses';
import { EvmChain, type EvmSends } from './evm-chain';
import { type FeePolicy, feeAmounts, measuredFee } from './fee-policy';
import { HealthRecorder } from './health';

// What merchants pay per payout on a network: flat, or the measured cost priced in the asset plus a margin.
const measured = {
  policy: 'measured',
  native_price: { USDC: '3000', USDT: '2999.5' },
  margin_percent: 20,
  minimum: { USDC: '0.1', USDT: '0.1' },
  gas: 65_000,
} as const satisfies FeePolicy;

describe('a measured fee', () => {
  it('prices the cost in the asset, adds the margin, rounds up, and never goes below the minimum', () => {
    // 0.0001 ETH at 3,000 USDC is 0.30 USDC; 20 % more is 0.36
    expect(measuredFee(measured, 'USDC', 6, 10n ** 14n)).toBe(360_000n);
    // 0.0001 ETH at 2,999.5 USDT is 0.29995; 20 % more is 0.35994
    expect(measuredFee(measured, 'USDT', 6, 10n ** 14n)).toBe(359_940n);
    // one wei more rounds up to the next minor unit
    expect(measuredFee(measured, 'USDC', 6, 10n ** 14n + 1n)).toBe(360_001n);
    // a cheap network charges the minimum
    expect(measuredFee(measured, 'USDC', 6, 10n ** 12n)).toBe(100_000n);
    expect(measuredFee({ ...measured, margin_percent: 0 }, 'USDC', 6, 10n ** 15n)).toBe(3_000_000n);
    expect(measuredFee(measured, 'DAI', 18, 10n ** 14n)).toBeNull();
  });

  it('lists the minimum in the catalogue, and a flat policy its amounts', () => {
    expect(feeAmounts(measured).get('USDC')).toBe('0.1');
    expect(feeAmounts({ policy: 'flat', amount: { USDC: '3' } }).get('USDC')).toBe('3');
  });

  it("is quoted from the network's last sends, the same for a minute; a flat network answers none", async () => {
    let cost = 2n * 10n ** 14n;
    const sends = { recentCost: async () => cost } as unknown as EvmSends;
    const rail = (fee: FeePolicy) =>
      new EvmChain(
        { network: 'BASE', chainId: 8453, tokens: new Map([['USDC', '0x01']]), scanBlocks: 10, fee },
        {} as PublicClient,
        new AddressBook(DEV_MNEMONIC),
        sends,
        new HealthRecorder('BASE', 'evm', () => new Date()),
      );
    const base = rail(measured);
    expect(await base.payoutFee('BASE', 'USDC', 6)).toBe(720_000n);
    cost = 10n ** 15n;
    expect(await base.payoutFee('BASE', 'USDC', 6)).toBe(720_000n);
    expect(await rail({ policy: 'flat', amount: { USDC: '3' } }).payoutFee('BASE', 'USDC', 6)).toBeNull();
  });
});
