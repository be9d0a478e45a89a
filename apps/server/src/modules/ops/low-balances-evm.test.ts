import { describe, expect, it } from 'vitest';
import { keptMails } from '../../platform/mail';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { evmTestFile } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';

// Low-balance alerts with ERC20 on a development node: the hot wallet's and the gas tank's balances are
// read from the node and compared with the operators' thresholds; a drop is mailed once, again only
// after the balance recovered and dropped once more.
const PORT = 19580;
let dev: DevChain;
let t: TestApp;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
evmTestFile(PORT, {}, async (made) => {
  ({ dev, t } = made);
  op = await loggedInOperator(t);
});

interface Sender {
  sender: string;
  asset: string;
  address: string | null;
  balance: string | null;
  threshold: string | null;
  threshold_source: string | null;
  low: boolean;
  low_since: string | null;
  checked_at: string | null;
}

const thresholds = (network: string, body: object) =>
  opsPost(t, op.token, `/api/ops/networks/${network}/low-balance-thresholds`, body);

async function senders(): Promise<Sender[]> {
  const res = await opsGet(t, op.token, '/api/ops/networks');
  expect(res.status).toBe(200);
  const items = res.body.data.items as { code: string; senders: Sender[] }[];
  expect(items.find((n) => n.code === 'TRC20')?.senders).toEqual([]);
  return items.find((n) => n.code === 'ERC20')!.senders;
}
const senderOf = async (sender: string, asset: string) =>
  (await senders()).find((s) => s.sender === sender && s.asset === asset)!;

const lowMails = async () =>
  (await keptMails(t.db, op.email)).filter((m) => m.subject.includes('余额不足')).reverse();

async function audit(action: string) {
  const res = await opsGet(t, op.token, `/api/ops/audit?action=${action}`);
  return res.body.data.items as { target_id: string; detail: Record<string, unknown> }[];
}

describe('thresholds of the senders', () => {
  it.each([
    [{ hot: { USDC: '1,5' } }, 'hot.USDC'],
    [{ hot: { USDC: 12 } }, 'hot.USDC'],
    [{ hot: { USDC: '-1' } }, 'hot.USDC'],
    [{ hot: { USDC: '1.1234567' } }, 'hot.USDC'],
    [{ hot: { ETH: '0.0000000000000000001' } }, 'hot.ETH'],
    [{ hot: { DAI: '1' } }, 'hot.DAI'],
    [{ gas_tank: { USDC: '1' } }, 'gas_tank.USDC'],
    [{ cold: { USDC: '1' } }, 'cold'],
  ])('refuses %j with 422 naming %s, and changes nothing', async (body, field) => {
    const res = await thresholds('ERC20', body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field)).toEqual([field]);
    expect(res.body.errors?.[0]?.message).toBeTruthy();
    expect(await audit('low_balance_thresholds_changed')).toEqual([]);
  });

  it('refuses a simulated network (it has no senders), an unknown one, and a caller without a session', async () => {
    const simulated = await thresholds('TRC20', { hot: { USDT: '1' } });
    expect(simulated.status).toBe(422);
    expect(simulated.body.errors?.map((e) => e.field)).toEqual(['code']);
    expect((await thresholds('NOPE', { hot: { USDT: '1' } })).status).toBe(404);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/ops/networks/ERC20/low-balance-thresholds',
      payload: { hot: { USDC: '1' } },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a sender that runs low', () => {
  it('is mailed once per drop: low, still low, recovered, low again', async () => {
    const set = await thresholds('ERC20', { hot: { USDC: '1000', ETH: '0.05' } });
    expect(set.status).toBe(200);
    expect(set.body.data.items).toContainEqual(
      expect.objectContaining({
        sender: 'hot',
        asset: 'USDC',
        threshold: '1000.000000',
        threshold_source: 'operator',
      }),
    );
    const changed = await audit('low_balance_thresholds_changed');
    expect(changed.map((a) => a.detail)).toContainEqual({
      sender: 'hot',
      asset: 'USDC',
      threshold: '1000.000000',
    });

    await t.app.lowBalances.run(); // 100,000 USDC: not low
    expect(await senderOf('hot', 'USDC')).toMatchObject({ balance: '100000.000000', low: false });
    const hot = (await senderOf('hot', 'USDC')).address!;
    expect(await lowMails()).toEqual([]);

    await dev.setTokenBalance(hot, 'USDC', 500_000_000n); // 500 USDC
    await t.app.lowBalances.run();
    const mails = await lowMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('ERC20');
    expect(mails[0]!.body).toContain('500.000000');
    expect(mails[0]!.body).toContain('1000.000000');
    expect(mails[0]!.body).toContain(hot);
    expect(await senderOf('hot', 'USDC')).toMatchObject({
      balance: '500.000000',
      low: true,
      low_since: t.clock.now().toISOString(),
    });
    const [entry] = await audit('low_balance');
    expect(entry).toMatchObject({
      target_id: 'ERC20',
      detail: { sender: 'hot', asset: 'USDC', balance: '500.000000', threshold: '1000.000000' },
    });

    t.clock.advance(60_000);
    await dev.setTokenBalance(hot, 'USDC', 400_000_000n); // still low
    await t.app.lowBalances.run();
    expect(await lowMails()).toHaveLength(1);
    expect(await audit('low_balance')).toHaveLength(1);

    await dev.setTokenBalance(hot, 'USDC', 2_000_000_000n); // recovered
    await t.app.lowBalances.run();
    expect(await lowMails()).toHaveLength(1);
    expect(await senderOf('hot', 'USDC')).toMatchObject({ low: false, low_since: null });
    expect(await audit('low_balance_recovered')).toHaveLength(1);

    await dev.setTokenBalance(hot, 'USDC', 10_000_000n); // low again
    await t.app.lowBalances.run();
    expect(await lowMails()).toHaveLength(2);
    expect(await audit('low_balance')).toHaveLength(2);
    // the hot wallet's ETH (10,000) stayed above its 0.05 all along
    expect(await senderOf('hot', 'ETH')).toMatchObject({ low: false, threshold: '0.050000000000000000' });
  });

  it("tells of the gas tank's ETH, and a threshold set back to null is gone", async () => {
    const before = (await lowMails()).length;
    expect((await thresholds('ERC20', { gas_tank: { ETH: '20000' } })).status).toBe(200);
    await t.app.lowBalances.run();
    const mails = await lowMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('gas tank');
    expect(await senderOf('gas_tank', 'ETH')).toMatchObject({
      low: true,
      threshold: '20000.000000000000000000',
    });

    const cleared = await thresholds('ERC20', { gas_tank: { ETH: null } });
    expect(cleared.status).toBe(200);
    expect(await senderOf('gas_tank', 'ETH')).toMatchObject({ low: false, threshold: null });
    await t.app.lowBalances.run(); // no threshold: recovered, nothing mailed
    expect(await lowMails()).toHaveLength(before + 1);
  });
});
