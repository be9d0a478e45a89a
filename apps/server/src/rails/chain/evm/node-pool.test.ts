import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devChainOn } from '../../../testing/evm';
import { type FaultNode, faultNode } from '../../../testing/fault-node';
import type { DevChain } from './dev-chain';
import { NodePool } from './node-pool';
import { checkNodes, poolClient } from './rpc';

// Two nodes of one chain (the development node, and a second in front of it that a test breaks): a
// request reaches the chain while either answers, and a node that is wrong or behind is asked nothing.
let dev: DevChain;
let first: FaultNode;
let second: FaultNode;
const settings = { maxLagBlocks: 5, timeoutMs: 1000, retries: 1 };

beforeAll(async () => {
  dev = await devChainOn(19080);
  first = await faultNode(19081, dev.url);
  second = await faultNode(19082, dev.url);
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await dev?.close();
});
beforeEach(async () => {
  await first.set({ mode: 'up' });
  await second.set({ mode: 'up' });
  first.calls.clear();
  second.calls.clear();
});

const poolOf = () =>
  new NodePool([first.url, second.url], { chainId: dev.chainId, ...settings }, () => new Date());

describe('a pool of two nodes', () => {
  it('asks the first node while it answers, and the second when it is stopped, then the first again once it is back', async () => {
    const pool = poolOf();
    const client = poolClient(pool, dev.chainId);
    const head = await client.getBlockNumber({ cacheTime: 0 });
    expect(first.calls.get('eth_blockNumber')).toBe(1);
    expect(second.calls.get('eth_blockNumber')).toBeUndefined();

    await first.set({ mode: 'down' });
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(head);
    expect(second.calls.get('eth_blockNumber')).toBe(1);
    const [one, two] = pool.read();
    expect(one).toMatchObject({ state: 'failing', reason: null });
    expect(one!.lastError).toBeTruthy();
    expect(two).toMatchObject({ state: 'in_use' });

    await first.set({ mode: 'up' });
    await pool.probe();
    expect(pool.read().map((n) => n.state)).toEqual(['in_use', 'standby']);
  });

  it('leaves a frozen node after its timeout, and asks the answering one first from then on', async () => {
    const pool = poolOf();
    const client = poolClient(pool, dev.chainId);
    await first.set({ mode: 'frozen' });
    const started = performance.now();
    await client.getBlockNumber({ cacheTime: 0 });
    // one wait for the frozen node, then the answer of the other (a busy machine answers slower)
    expect(performance.now() - started).toBeGreaterThanOrEqual(settings.timeoutMs - 50);
    expect(performance.now() - started).toBeLessThan(2 * settings.timeoutMs + 1000);
    const again = performance.now();
    await client.getBlockNumber({ cacheTime: 0 });
    // the frozen node is asked last now: no wait for it
    expect(performance.now() - again).toBeLessThan(settings.timeoutMs);
    expect(pool.read().map((n) => n.state)).toEqual(['failing', 'in_use']);
  });

  it('sets aside a node too far behind, or on another chain, and takes it back once it is right', async () => {
    await dev.mine(8);
    const pool = poolOf();
    await first.set({ mode: 'lagging', blocks: 7 });
    await second.set({ mode: 'other-chain', chainId: 1 });
    await pool.probe();
    // the second serves another chain: the first is the only one left, so nothing is behind it
    expect(pool.read().map((n) => [n.state, n.reason])).toEqual([
      ['in_use', null],
      ['set_aside', 'chain_id'],
    ]);
    await second.set({ mode: 'up' });
    await pool.probe();
    const [behind, right] = pool.read();
    expect(behind).toMatchObject({ state: 'set_aside', reason: 'lagging', lag: 7 });
    expect(right).toMatchObject({ state: 'in_use', chainId: dev.chainId });
    first.calls.clear();
    await poolClient(pool, dev.chainId).getBlockNumber({ cacheTime: 0 });
    expect(first.calls.size).toBe(0);

    await first.set({ mode: 'up' });
    await pool.probe();
    expect(pool.read().map((n) => n.state)).toEqual(['in_use', 'standby']);
  });

  it('never asks a node behind for logs past its head, where it would answer that there are none', async () => {
    const pool = poolOf();
    const client = poolClient(pool, dev.chainId);
    await first.set({ mode: 'lagging', blocks: 3 }); // behind, but within the 5 blocks allowed
    await pool.probe();
    const hash = await dev.pay('0x000000000000000000000000000000000000dEaD', 'USDC', 5_000_000n);
    const mined = (await dev.client.getTransactionReceipt({ hash })).blockNumber;
    await pool.probe();
    first.calls.clear();
    const logs = await client.getLogs({ address: dev.tokens.USDC, fromBlock: mined, toBlock: mined });
    expect(logs.map((l) => l.transactionHash)).toEqual([hash]);
    expect(first.calls.get('eth_getLogs')).toBeUndefined();
    expect(second.calls.get('eth_getLogs')).toBe(1);
  });

  it('refuses a network none of whose nodes serves its chain, and sets aside the one that does not', async () => {
    await first.set({ mode: 'other-chain', chainId: 1 });
    await second.set({ mode: 'other-chain', chainId: 1 });
    const where = { urls: 'networks[0].rpc_urls', chainId: 'networks[0].chain_id' };
    await expect(checkNodes(poolOf(), dev.chainId, where)).rejects.toThrow(
      `networks[0].rpc_urls serves chain id 1, but networks[0].chain_id is ${dev.chainId}`,
    );
    await second.set({ mode: 'up' });
    const pool = poolOf();
    await checkNodes(pool, dev.chainId, where);
    expect(pool.read().map((n) => n.reason)).toEqual(['chain_id', null]);
  });
});
