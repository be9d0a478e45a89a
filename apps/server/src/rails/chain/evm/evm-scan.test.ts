import { createPublicClient, custom } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import { devChainOn } from '../../../testing/evm';
import { AddressBook } from '../addresses';
import type { ChainTransfer } from '../types';
import type { DevChain } from './dev-chain';
import { EvmChain, type EvmSends } from './evm-chain';
import { HealthRecorder } from './health';
import { decodeCursor } from './scan-cursor';

// Scans as a public provider answers them: logs asked by recipient, ranges it refuses halved.
let dev: DevChain;
beforeAll(async () => {
  dev = await devChainOn(19075);
}, 60_000);
afterAll(() => dev?.close());

const book = new AddressBook(DEV_MNEMONIC);
const OUTSIDER = '0x1111111111111111111111111111111111111111';
/** Scans only read the chain: sends are never asked for. */
const noSends = {} as unknown as EvmSends;

/** The rail over `client` (the node itself, or a provider in front of it), reading from block 0. */
function railOver(client: DevChain['client'], scanBlocks = 500) {
  const health = new HealthRecorder('ERC20', 'evm', () => new Date());
  const tokens = new Map(Object.entries(dev.tokens));
  const settings = { network: 'ERC20', chainId: dev.chainId, tokens, scanBlocks, startBlock: 0n };
  return new EvmChain(settings, client, book, noSends, health);
}

/** Every transfer a rail reports from block 0 to the head, scan after scan. */
async function scanToHead(rail: EvmChain, watched?: bigint): Promise<ChainTransfer[]> {
  const head = await dev.client.getBlockNumber({ cacheTime: 0 });
  const seen: ChainTransfer[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const out = await rail.scan('ERC20', cursor, 500, watched);
    seen.push(...out.transfers);
    cursor = out.cursor;
    if (cursor && decodeCursor(cursor).next > head) return seen;
  }
  throw new Error('the scan did not reach the head');
}

describe('scanning an EVM network', () => {
  it('asks for the transfers to the deposit addresses handed out, not every transfer of the tokens', async () => {
    const ours = book.derive('evm', 5n);
    const paid = await dev.pay(ours, 'USDC', 1_000_000n);
    const other = await dev.pay(OUTSIDER, 'USDC', 2_000_000n);
    const watched = await scanToHead(railOver(dev.client), 10n);
    expect(watched.map((t) => t.txHash)).toContain(paid);
    expect(watched.map((t) => t.txHash)).not.toContain(other);
    const all = await scanToHead(railOver(dev.client));
    expect(all.map((t) => t.txHash)).toEqual(expect.arrayContaining([paid, other]));
  });

  it('halves a range the provider refuses, misses nothing, and grows it back while the provider answers', async () => {
    const asked: bigint[] = [];
    let refusals = 0;
    // a provider that answers at most 4 blocks of logs at once, as public providers cap them
    const provider = createPublicClient({
      transport: custom(
        {
          async request({ method, params }: { method: string; params?: unknown }) {
            if (method === 'eth_getLogs') {
              const [filter] = params as [{ fromBlock: string; toBlock: string }];
              const blocks = BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n;
              if (blocks > 4n) {
                refusals++;
                throw Object.assign(new Error('query returned more than 10000 results'), { code: -32005 });
              }
              asked.push(blocks);
            }
            return dev.client.request({ method, params } as never);
          },
        },
        { retryCount: 0 },
      ),
    });
    const payments: string[] = [];
    for (const index of [21n, 22n, 23n, 24n, 25n]) {
      payments.push(await dev.pay(book.derive('evm', index), 'USDT', 3_000_000n));
      await dev.mine(3);
    }
    const seen = await scanToHead(railOver(provider as DevChain['client']), 30n);
    expect(seen.map((t) => t.txHash)).toEqual(expect.arrayContaining(payments));
    expect(new Set(seen.map((t) => `${t.txHash}:${t.logIndex}`)).size).toBe(seen.length);
    expect(refusals).toBeGreaterThan(0);
    expect(asked.every((b) => b <= 4n)).toBe(true);
    // after a refusal the range grows back (to be refused again), never staying at one block
    expect(asked.filter((b) => b === 4n).length).toBeGreaterThan(1);
  });
});
