import { parseGwei } from 'viem';

/** EIP-1559 fees of one transaction, in wei per gas. */
export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** The network's base fee is above the platform's cap: the send waits (a plain error, retried later). */
export class FeeAboveCap extends Error {
  constructor(baseFee: bigint, cap: bigint) {
    super(`the network's base fee (${baseFee} wei per gas) is above EVM_MAX_FEE_GWEI (${cap} wei per gas)`);
    this.name = 'FeeAboveCap';
  }
}

/** A cap in gwei (the setting, possibly fractional) in wei. */
export function capInWei(maxFeeGwei: number): bigint {
  return parseGwei(maxFeeGwei.toFixed(9));
}

/** The node's estimate held under the cap; a base fee above the cap refuses to sign anything. */
export function cappedFees(baseFee: bigint, estimate: Fees, cap: bigint): Fees {
  if (baseFee > cap) throw new FeeAboveCap(baseFee, cap);
  const maxFeePerGas = estimate.maxFeePerGas < cap ? estimate.maxFeePerGas : cap;
  const maxPriorityFeePerGas =
    estimate.maxPriorityFeePerGas < maxFeePerGas ? estimate.maxPriorityFeePerGas : maxFeePerGas;
  return { maxFeePerGas, maxPriorityFeePerGas };
}

/** `value` raised by 12.5%, rounded up (nodes take a replacement only at 10% more or above). */
export function raised(value: bigint): bigint {
  return (value * 9n + 7n) / 8n;
}

/**
 * The fees of a replacement: at least 12.5% above the stuck transaction's (both the cap and the tip),
 * or the node's current estimate when that is higher, never above the cap. Null when the cap leaves
 * no room for such a raise: the send keeps waiting.
 */
export function replacementFees(stuck: Fees, current: Fees, cap: bigint): Fees | null {
  const minFee = raised(stuck.maxFeePerGas);
  const minTip = raised(stuck.maxPriorityFeePerGas);
  let maxFeePerGas = current.maxFeePerGas > minFee ? current.maxFeePerGas : minFee;
  let maxPriorityFeePerGas = current.maxPriorityFeePerGas > minTip ? current.maxPriorityFeePerGas : minTip;
  if (maxFeePerGas > cap) maxFeePerGas = cap;
  if (maxPriorityFeePerGas > maxFeePerGas) maxPriorityFeePerGas = maxFeePerGas;
  if (maxFeePerGas < minFee || maxPriorityFeePerGas < minTip) return null;
  return { maxFeePerGas, maxPriorityFeePerGas };
}

/** What a mined transaction's receipt says about its cost (an L2's receipt adds its L1 data fee). */
export interface PaidReceipt {
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  /** OP Stack chains (Base, Optimism): the L1 data fee, as the node wrote it (hex) or parsed (bigint). */
  l1Fee?: unknown;
}

/**
 * What the sender paid for a mined transaction, in wei: the gas used at the price paid, and the L1
 * data fee where the chain charges one beside it (an OP Stack receipt's `l1Fee`).
 */
export function feePaid(r: PaidReceipt): bigint {
  const l1 = r.l1Fee;
  const l1Fee =
    typeof l1 === 'bigint' ? l1 : typeof l1 === 'string' && /^0x[0-9a-fA-F]+$/.test(l1) ? BigInt(l1) : 0n;
  return r.gasUsed * r.effectiveGasPrice + l1Fee;
}
