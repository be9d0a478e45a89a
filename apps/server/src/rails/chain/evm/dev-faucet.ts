import { createWalletClient, http, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createNonceManager, jsonRpc } from 'viem/nonce';
import type { SimulatedTransfer } from '../simulator';
import { testTokenAbi } from './test-token';

/** The development chain's id (`npm run chain:dev`, the tests). */
export const DEV_CHAIN_ID = 31337;
/** The ids of the development chains (a second network beside the first): the only nodes a faucet is built for. */
export const DEV_CHAIN_IDS: readonly number[] = [DEV_CHAIN_ID, 31338];

/**
 * Pays from the development payer's wallet (m/44'/60'/1'/0/0, `AddressBook.faucet`) on an EVM node,
 * and mines blocks on a node that allows it (`evm_mine`): what the console's "pay" button and the
 * dev routes do on a network served by the development chain. Never built in production.
 */
export class EvmDevFaucet {
  private readonly wallet;

  constructor(
    private readonly client: PublicClient,
    /** The node the faucet's wallet signs for and sends to. */
    url: string,
    mnemonic: string,
    private readonly tokens: ReadonlyMap<string, string>,
  ) {
    const account = mnemonicToAccount(mnemonic, {
      accountIndex: 1,
      changeIndex: 0,
      addressIndex: 0,
      // its own: viem's shared manager remembers the last nonce per address and chain id across nodes, and
      // two development nodes of one process (one after the other) have the same payer and chain id
      nonceManager: createNonceManager({ source: jsonRpc() }),
    });
    this.wallet = createWalletClient({ account, chain: client.chain, transport: http(url) });
  }

  async transfer(t: SimulatedTransfer): Promise<string> {
    const token = this.tokens.get(t.asset);
    if (!token) throw new Error(`no ${t.asset} token on ${t.network}`);
    return this.wallet.writeContract({
      address: token as `0x${string}`,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [t.to as `0x${string}`, t.amount],
      gas: 100_000n,
      chain: this.client.chain,
    });
  }

  /** Mines one block; answers the new height. */
  async mine(): Promise<number> {
    return Number(await mineOne(this.client));
  }
}

/**
 * Mines one block on a development node (`evm_mine`) and waits until the node reports it: with many
 * transactions pending, the node answers before the block is its head.
 */
export async function mineOne(client: PublicClient): Promise<bigint> {
  const before = await client.getBlockNumber({ cacheTime: 0 });
  await client.request({ method: 'evm_mine', params: [] } as never);
  for (let waited = 0; waited < 60_000; waited += 20) {
    const head = await client.getBlockNumber({ cacheTime: 0 });
    if (head > before) return head;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the node did not mine the block within a minute');
}
