import {
  encodeFunctionData,
  erc20Abi,
  type HDAccount,
  type Hex,
  keccak256,
  type LocalAccount,
  type PublicClient,
} from 'viem';
import { ChainSendError } from '../types';
import type { Fees } from './fees';
import { broadcastRaw, isNotFound, isRevert } from './node-errors';

/** What a transaction does: a call of a token (`to` the token, no value) or a send of the coin (`value` to `to`). */
export interface Payload {
  to: Hex;
  data: Hex;
  value: bigint;
}

/** One transaction as signed: its payload, the gas it may use, the nonce. */
export interface Transfer extends Payload {
  gas: bigint;
  nonce: bigint;
}

/** An ERC-20 transfer of `amount` to `to`; the coin itself when `token` is null. */
export function payloadOf(token: string | null, to: string, amount: bigint): Payload {
  if (token === null) return { to: to as Hex, data: '0x', value: amount };
  return { to: token as Hex, data: transferData(to, amount), value: 0n };
}

/** The call data of an ERC-20 `transfer(to, amount)`. */
export function transferData(to: string, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, amount] });
}

/** What one sending account asks of the node and signs with its key: nothing here touches the database. */
export class WalletNode {
  constructor(
    private readonly client: PublicClient,
    private readonly account: HDAccount | LocalAccount,
    private readonly chainId: number,
    private readonly network: string,
  ) {}

  get address(): Hex {
    return this.account.address;
  }

  balanceOf(token: Hex): Promise<bigint> {
    return this.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [this.address],
    });
  }

  /** The account's balance of the network's own coin, in wei. */
  coinBalance(): Promise<bigint> {
    return this.client.getBalance({ address: this.address, blockTag: 'pending' });
  }

  /** Transactions of the account the node counts: `pending` with its pool, `latest` mined only, or up to a height. */
  async transactionCount(at: 'pending' | 'latest' | bigint): Promise<bigint> {
    const count =
      typeof at === 'bigint'
        ? await this.client.getTransactionCount({ address: this.address, blockNumber: at })
        : await this.client.getTransactionCount({ address: this.address, blockTag: at });
    return BigInt(count);
  }

  /** The node's fee estimate (EIP-1559) and the latest block's base fee. */
  async fees(): Promise<Fees & { baseFee: bigint }> {
    const [block, estimate] = await Promise.all([
      this.client.getBlock({ blockTag: 'latest' }),
      this.client.estimateFeesPerGas({ type: 'eip1559', chain: null }),
    ]);
    if (block.baseFeePerGas === null) throw new Error(`the node of ${this.network} has no EIP-1559 base fee`);
    return { ...estimate, baseFee: block.baseFeePerGas };
  }

  /** Gas of a transaction with a margin of a quarter; a transfer the token refuses is refused here. */
  async transferGas(p: Payload): Promise<bigint> {
    try {
      const estimate = await this.client.estimateGas({
        account: this.address,
        to: p.to,
        data: p.data,
        value: p.value,
      });
      return (estimate * 5n) / 4n;
    } catch (err) {
      if (isRevert(err)) throw new ChainSendError(`the token refuses the transfer: ${shortMessage(err)}`);
      throw err;
    }
  }

  /** Signs locally; answers the raw transaction and its hash. */
  async sign(t: Transfer, fees: Fees): Promise<{ raw: Hex; txHash: Hex }> {
    const { signTransaction } = this.account;
    if (!signTransaction) throw new Error('the account cannot sign transactions');
    const raw = await signTransaction({
      type: 'eip1559',
      chainId: this.chainId,
      nonce: Number(t.nonce),
      to: t.to,
      data: t.data,
      value: t.value,
      gas: t.gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    return { raw, txHash: keccak256(raw) };
  }

  /**
   * Hands a signed transaction to the node. A refusal is no failure when the node has the transaction
   * already (some nodes answer a copy of a pending one as an underpriced replacement of itself).
   */
  async broadcast(raw: string): Promise<void> {
    try {
      await broadcastRaw(this.client, raw as Hex);
    } catch (err) {
      if (!(await this.knows(keccak256(raw as Hex)))) throw err;
    }
  }

  /** The receipt of a mined transaction, null while it is pending or unknown. */
  receipt(hash: string) {
    return this.client.getTransactionReceipt({ hash: hash as Hex }).catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    });
  }

  /** Whether the node has the transaction (in its pool or mined). */
  knows(hash: string): Promise<boolean> {
    return this.client.getTransaction({ hash: hash as Hex }).then(
      () => true,
      (err: unknown) => {
        if (isNotFound(err)) return false;
        throw err;
      },
    );
  }
}

function shortMessage(err: unknown): string {
  const s = (err as { shortMessage?: unknown }).shortMessage;
  return typeof s === 'string' ? s : String((err as { message?: unknown }).message ?? err);
}
