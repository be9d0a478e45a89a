import type { Hex } from 'viem';
import type { ChainSweeper } from '../types';
import { GAS_ASSET, type HotWallet, type SenderKeys } from './hot-wallet';
import type { Custody } from './signer/custody';
import { payloadOf } from './wallet-node';

/** The L1 data fee (wei) of a transaction on an L2, before it is sent. */
export type L1FeeOf = (tx: { from: Hex; to: Hex; data: Hex }) => Promise<bigint>;

/** The sender names of the accounts a sweep uses (`evm_sends.sender`). */
export const GAS_TANK = 'gas-tank';
export const depositSender = (index: bigint): string => `deposit:${index}`;

/** The account of a sweep's sender, held as the custody holds it: the gas tank, or a deposit address. */
export function sweepKeys(custody: Custody): SenderKeys {
  return (sender: string) => {
    if (sender === GAS_TANK) return custody.gasTank;
    const m = /^deposit:(\d+)$/.exec(sender);
    return m ? custody.deposit(BigInt(m[1]!)) : undefined;
  };
}

/**
 * Sweeping on an EVM network through the hot wallet's machinery (`HotWallet.sendAs`: nonces per
 * sender, signed and stored before broadcast, tended and replaced like every send): the gas tank sends
 * ETH, a deposit address sends its tokens to the hot wallet.
 */
export class EvmSweeper implements ChainSweeper {
  readonly gasAsset = GAS_ASSET;

  constructor(
    private readonly wallet: HotWallet,
    private readonly network: string,
    private readonly tokens: ReadonlyMap<string, string>,
    /** The hot wallet's address: where sweeps go. */
    private readonly hotAddress: string,
    /** The L1 data fee a transaction will pay beside its gas, on a chain that charges one (an OP Stack L2). */
    private readonly l1Fee: L1FeeOf | null = null,
  ) {}

  private token(asset: string): Hex {
    const token = this.tokens.get(asset);
    if (!token) throw new Error(`no token ${asset} on ${this.network}`);
    return token as Hex;
  }

  tokenBalances(asset: string, indexes: readonly bigint[]): Promise<bigint[]> {
    const token = this.token(asset);
    return Promise.all(indexes.map((i) => this.wallet.nodeOf(depositSender(i)).balanceOf(token)));
  }

  gasBalance(index: bigint): Promise<bigint> {
    return this.wallet.nodeOf(depositSender(index)).coinBalance();
  }

  async sweepCost(index: bigint, asset: string, amount: bigint): Promise<bigint> {
    const node = this.wallet.nodeOf(depositSender(index));
    const to = this.token(asset);
    const data = payloadOf(to, this.hotAddress, amount);
    const [gas, fees, l1] = await Promise.all([
      node.transferGas(data),
      this.wallet.currentFees(),
      this.l1Fee ? this.l1Fee({ from: node.address as Hex, to, data: data.data }) : 0n,
    ]);
    return gas * fees.maxFeePerGas + l1;
  }

  fund(index: bigint, wei: bigint, reference: string): Promise<{ txHash: string }> {
    const to = this.wallet.nodeOf(depositSender(index)).address;
    return this.wallet.sendAs(GAS_TANK, {
      network: this.network,
      asset: GAS_ASSET,
      to,
      amount: wei,
      reference,
    });
  }

  sweep(index: bigint, asset: string, amount: bigint, reference: string): Promise<{ txHash: string }> {
    return this.wallet.sendAs(depositSender(index), {
      network: this.network,
      asset,
      to: this.hotAddress,
      amount,
      reference,
    });
  }
}
