import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { evmTestFile } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { loggedInOperator, opsGet } from '../../testing/ops';
import { createOrder, order, pay } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';

// The networks page with ERC20 on an EVM node: the node answers, then is gone, then hangs. The page
// answers in time every time, and TRC20 (simulated) keeps being watched meanwhile.
const PORT = 19300;
let dev: DevChain;
let t: TestApp;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
let m: Awaited<ReturnType<typeof loggedInMerchant>>;
let silent: { server: Server; sockets: Set<Socket> } | undefined;
evmTestFile(PORT, {}, async (made) => {
  ({ dev, t } = made);
  m = await loggedInMerchant(t);
  op = await loggedInOperator(t);
});
afterAll(async () => {
  for (const s of silent?.sockets ?? []) s.destroy();
  silent?.server.close();
});

interface Status {
  code: string;
  rail: string;
  ok: boolean;
  failing_since: string | null;
  last_error: string | null;
  head: string | null;
  scan_lag: number | null;
  [key: string]: unknown;
}

/** The page's answer, and how long it took. */
async function networks() {
  const started = performance.now();
  const res = await opsGet(t, op.token, '/api/ops/networks');
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  return { ms, by: new Map((res.body.data.items as Status[]).map((s) => [s.code, s])) };
}

/** A TCP server on the node's port that takes connections and never answers: a hung node. */
function hungNodeOn(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise<{ server: Server; sockets: Set<Socket> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, sockets }));
  });
}

describe('the networks page with ERC20 on an EVM node', () => {
  it("shows the node's head and how far the deposit watcher is behind it", async () => {
    await t.app.receiving.tick();
    const head = await dev.client.getBlockNumber({ cacheTime: 0 });
    const caught = (await networks()).by;
    expect(caught.get('ERC20')).toMatchObject({
      rail: 'evm',
      ok: true,
      failing_since: null,
      last_error: null,
      head: String(head),
      scan_lag: 0,
    });
    expect(caught.get('TRC20')).toMatchObject({ rail: 'simulated', ok: true, scan_lag: null });
    await dev.mine(3);
    expect((await networks()).by.get('ERC20')).toMatchObject({ head: String(head + 3n), scan_lag: 3 });
    await t.app.receiving.tick();
    expect((await networks()).by.get('ERC20')?.scan_lag).toBe(0);
  });

  it('answers within 3 s when the node is gone: ERC20 failing with its error, TRC20 still watched', async () => {
    await dev.close();
    const failedAt = t.clock.now().toISOString();
    const { ms, by } = await networks();
    expect(ms).toBeLessThan(3000);
    expect(by.get('ERC20')).toMatchObject({ ok: false, head: null, scan_lag: null, failing_since: failedAt });
    expect(by.get('ERC20')?.last_error).toBe('HTTP request failed: connect ECONNREFUSED 127.0.0.1:19300');
    expect(by.get('TRC20')).toMatchObject({ ok: true, failing_since: null, last_error: null });
    expect(by.get('TRC20')?.head).toMatch(/^\d+$/);

    // the watcher reads TRC20 although ERC20 fails at every call
    const o = await createOrder(t, m.token, { amount: '10' });
    await pay(t, o.deposit_address, '10');
    t.clock.advance(5_000);
    await expect(t.app.receiving.tick()).resolves.toBeUndefined();
    const seen = await order(t, m.token, o.id);
    expect(seen.status).toBe('confirming');
    expect(seen.payments[0].confirmations).toBe(0);
    await t.chain.mine(['TRC20']);
    await t.app.receiving.tick();
    expect((await order(t, m.token, o.id)).payments[0].confirmations).toBe(1);

    // still failing since the first failure, not since the last one
    const again = (await networks()).by.get('ERC20');
    expect(again).toMatchObject({ ok: false, failing_since: failedAt });
  }, 30_000);

  it('answers within 3 s when the node takes the connection and never answers', async () => {
    silent = await hungNodeOn(PORT);
    const { ms, by } = await networks();
    expect(ms).toBeGreaterThan(1500);
    expect(ms).toBeLessThan(3000);
    expect(by.get('ERC20')).toMatchObject({ ok: false, head: null });
    expect(by.get('ERC20')?.last_error).toMatch(/\S/);
    expect(by.get('TRC20')?.ok).toBe(true);
  }, 30_000);
});
