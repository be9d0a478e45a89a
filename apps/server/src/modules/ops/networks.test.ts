import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { confirmAll, createOrder, mine, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

// The networks' health on the simulated chain: both networks answer; what waits on each is counted.
let t: TestApp;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
let m: Awaited<ReturnType<typeof loggedInMerchant>>;
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_FEE_BPS: '100' });
  m = await loggedInMerchant(t);
  op = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

interface Status {
  code: string;
  rail: string;
  ok: boolean;
  head: string | null;
  scan_lag: number | null;
  confirmations_required: number;
  confirming: { count: number; oldest_seen_at: string | null };
  sends_waiting: { count: number; oldest_created_at: string | null };
  [key: string]: unknown;
}

async function networks(): Promise<Map<string, Status>> {
  const res = await opsGet(t, op.token, '/api/ops/networks');
  expect(res.status).toBe(200);
  return new Map((res.body.data.items as Status[]).map((s) => [s.code, s]));
}

describe('the networks page on the simulated chain', () => {
  it('lists every network of the catalogue as answering, with its head and confirmations', async () => {
    await mine(t, 2);
    const all = await networks();
    expect([...all.keys()].sort()).toEqual(['ERC20', 'TRC20']);
    const [top] = await t.db.query<{ h: bigint }>(
      "SELECT max(height) AS h FROM sim_chain_blocks WHERE network = 'TRC20'",
    );
    expect(all.get('TRC20')).toMatchObject({
      name: expect.any(String),
      rail: 'simulated',
      ok: true,
      last_ok_at: t.clock.now().toISOString(),
      failing_since: null,
      last_error: null,
      head: String(top?.h),
      scan_lag: null,
      confirming: { count: 0, oldest_seen_at: null },
      sends_waiting: { count: 0, oldest_created_at: null },
    });
    expect(all.get('ERC20')?.ok).toBe(true);
    expect(all.get('ERC20')?.confirmations_required).toBeGreaterThan(0);
  });

  it('counts a payment seen and waiting for confirmations, then none once it is settled', async () => {
    const o = await createOrder(t, m.token, { amount: '10' });
    await pay(t, o.deposit_address, '10');
    const seenAt = t.clock.now().toISOString();
    await t.app.receiving.tick();
    t.clock.advance(60_000);
    const later = await createOrder(t, m.token, { amount: '3' });
    await pay(t, later.deposit_address, '3');
    await t.app.receiving.tick();
    const waiting = await networks();
    expect(waiting.get('TRC20')?.confirming).toEqual({ count: 2, oldest_seen_at: seenAt });
    expect(waiting.get('ERC20')?.confirming).toEqual({ count: 0, oldest_seen_at: null });
    await confirmAll(t);
    expect((await networks()).get('TRC20')?.confirming).toEqual({ count: 0, oldest_seen_at: null });
  });

  it('counts a refund queued and then broadcast as waiting until it is confirmed', async () => {
    // paid after its merchant cancelled it: an exception whose money an operator refunds
    const o = await createOrder(t, m.token, { amount: '5' });
    await t.call({ method: 'POST', url: `/api/receipt-orders/${o.id}/cancel`, headers: bearer(m.token) });
    await pay(t, o.deposit_address, '8');
    await confirmAll(t);
    const queuedAt = t.clock.now().toISOString();
    const refund = await opsPost(
      t,
      op.token,
      `/api/ops/receipt-orders/${o.id}/refund`,
      { address: t.chain.faucetAddress('TRC20'), reason: 'paid after the order was cancelled' },
      newKey(),
    );
    expect(refund.status).toBe(200);
    expect((await networks()).get('TRC20')?.sends_waiting).toEqual({ count: 1, oldest_created_at: queuedAt });
    await t.app.receiving.tick(); // broadcast: sent, not yet confirmed
    const [send] = await t.db.query<{ status: string }>(
      "SELECT status FROM chain_sends WHERE purpose = 'order_refund' AND ref_id = $1",
      [o.id],
    );
    expect(send?.status).toBe('sent');
    expect((await networks()).get('TRC20')?.sends_waiting.count).toBe(1);
    await mine(t, 6);
    await t.app.receiving.tick();
    expect((await networks()).get('TRC20')?.sends_waiting).toEqual({ count: 0, oldest_created_at: null });
  });

  it('answers operators only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/ops/networks' })).status).toBe(401);
    const asMerchant = await t.call({ method: 'GET', url: '/api/ops/networks', headers: bearer(m.token) });
    expect([401, 403]).toContain(asMerchant.status);
  });
});
