import { describe, expect, it } from 'vitest';
import { capInWei, cappedFees, FeeAboveCap, feePaid, raised, replacementFees } from './fees';

const gwei = (n: bigint) => n * 1_000_000_000n;

describe('EIP-1559 fees under the cap', () => {
  it('reads the cap in gwei, fractions included', () => {
    expect(capInWei(300)).toBe(gwei(300n));
    expect(capInWei(0.5)).toBe(500_000_000n);
  });

  it("holds the node's estimate under the cap and refuses a base fee above it", () => {
    const estimate = { maxFeePerGas: gwei(50n), maxPriorityFeePerGas: gwei(2n) };
    expect(cappedFees(gwei(20n), estimate, gwei(100n))).toEqual(estimate);
    expect(cappedFees(gwei(20n), estimate, gwei(30n))).toEqual({
      maxFeePerGas: gwei(30n),
      maxPriorityFeePerGas: gwei(2n),
    });
    expect(cappedFees(gwei(1n), estimate, gwei(1n))).toEqual({
      maxFeePerGas: gwei(1n),
      maxPriorityFeePerGas: gwei(1n),
    });
    expect(() => cappedFees(gwei(31n), estimate, gwei(30n))).toThrow(FeeAboveCap);
  });

  it('raises by 12.5%, rounding up', () => {
    expect(raised(800n)).toBe(900n);
    expect(raised(801n)).toBe(902n);
    expect(raised(0n)).toBe(0n);
  });

  it('replaces with at least 12.5% more of both, or the current estimate when higher, within the cap', () => {
    const stuck = { maxFeePerGas: 800n, maxPriorityFeePerGas: 80n };
    expect(replacementFees(stuck, { maxFeePerGas: 100n, maxPriorityFeePerGas: 10n }, 10_000n)).toEqual({
      maxFeePerGas: 900n,
      maxPriorityFeePerGas: 90n,
    });
    expect(replacementFees(stuck, { maxFeePerGas: 2_000n, maxPriorityFeePerGas: 300n }, 10_000n)).toEqual({
      maxFeePerGas: 2_000n,
      maxPriorityFeePerGas: 300n,
    });
    // the estimate is above the cap: the cap, still a raise
    expect(replacementFees(stuck, { maxFeePerGas: 2_000n, maxPriorityFeePerGas: 300n }, 1_000n)).toEqual({
      maxFeePerGas: 1_000n,
      maxPriorityFeePerGas: 300n,
    });
  });

  it('answers no replacement when the cap leaves no room for the raise', () => {
    const stuck = { maxFeePerGas: 800n, maxPriorityFeePerGas: 80n };
    expect(replacementFees(stuck, stuck, 899n)).toBeNull();
    expect(replacementFees(stuck, stuck, 800n)).toBeNull();
  });
});

describe('the fee a mined transaction cost', () => {
  it('is the gas used at the price paid', () => {
    expect(feePaid({ gasUsed: 51_000n, effectiveGasPrice: gwei(3n) })).toBe(153_000n * 1_000_000_000n);
  });

  it("adds an L2's L1 data fee, as the node writes it (hex) or as parsed (bigint)", () => {
    const base = { gasUsed: 51_000n, effectiveGasPrice: 1_000_000n };
    // an OP Stack receipt (Base): the L1 data fee often outweighs the L2 gas
    expect(feePaid({ ...base, l1Fee: '0x2d79883d2000' })).toBe(51_000_000_000n + 50_000_000_000_000n);
    expect(feePaid({ ...base, l1Fee: 7n })).toBe(51_000_000_007n);
    expect(feePaid({ ...base, l1Fee: null })).toBe(51_000_000_000n);
    expect(feePaid({ ...base, l1Fee: 'not a number' })).toBe(51_000_000_000n);
  });
});
