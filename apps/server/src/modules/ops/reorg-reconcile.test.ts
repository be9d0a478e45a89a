import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { mine, order, paidOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';

// An operator reconciles an order whose confirmed transfer a chain reorganisation took back (TRC20: 3 confirmations).
let t: TestApp;
let token: string;
let operator: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  token = (await loggedInMerchant(t)).token;
  operator = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const tick = () => t.app.receiving.tick();

/** An order paid and confirmed, then the block of its transfer replaced (the transfer gone). */
async function reorgedOrder(amount: string) {
  const { o, tx } = await paidOrder(t, token, amount);
  const res = await t.call({
    method: 'POST',
    url: '/api/dev/chain/reorg',
    payload: { network: 'TRC20', depth: 3, drop: [tx] },
  });
  expect(res.status).toBe(200);
  await mine(t, 3);
  await tick();
  return o;
}

const reconcile = (id: string, body: object, key = newKey()) =>
  opsPost(t, operator.token, `/api/ops/receipt-orders/${id}/reconcile-reorg`, body, key);
const queued = async (status = '') =>
  ((await opsGet(t, operator.token, `/api/ops/exceptions${status}`)).body.data.items as { id: string }[]).map(
    (i) => i.id,
  );
const balances = () => t.db.query('SELECT id, balance FROM ledger_accounts ORDER BY id');

describe('reconciling a chain reorganisation after confirmation', () => {
  it('offers the action, marks the order reconciled with the reason, audits it, and takes it off the queue; the ledger stays', async () => {
    const o = await reorgedOrder('40');
    const detail = await opsGet(t, operator.token, `/api/ops/receipt-orders/${o.id}`);
    expect(detail.body.data.actions).toEqual(['reconcile_reorg']);
    expect(await queued('?status=reorged')).toContain(o.id);
    const before = await balances();

    const key = newKey();
    const res = await reconcile(o.id, { reason: 'Found again in block 1042 on the explorer' }, key);
    expect(res.status).toBe(200);
    expect(res.body.data.actions).toEqual([]);
    expect(res.body.data.timeline.at(-1)).toMatchObject({
      code: 'reorg_reconciled_by_platform',
      params: { reason: 'Found again in block 1042 on the explorer' },
    });
    expect(await balances()).toEqual(before);
    expect(await queued('?status=reorged')).not.toContain(o.id);
    expect(await queued()).not.toContain(o.id);
    const audit = await t.db.query<{ operator_id: string; detail: { reason: string } }>(
      `SELECT operator_id, detail FROM audit_log WHERE action = 'reorg_reconciled' AND target_id = $1`,
      [o.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: operator.id,
        detail: expect.objectContaining({ reason: 'Found again in block 1042 on the explorer' }),
      }),
    ]);
    // the merchant reads the note in the order's timeline too, and the order stays completed
    const seen = await order(t, token, o.id);
    expect(seen.status).toBe('completed');
    expect((seen.timeline as { code: string }[]).at(-1)?.code).toBe('reorg_reconciled_by_platform');

    // the same key answers the same; a new key finds nothing left to reconcile
    const again = await reconcile(o.id, { reason: 'Found again in block 1042 on the explorer' }, key);
    expect(again.status).toBe(200);
    const late = await reconcile(o.id, { reason: 'Twice' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('该订单没有待核对的链重组转账');
  });

  it('refuses an order with nothing to reconcile, a missing reason, an unknown order and a merchant, changing nothing', async () => {
    const { o } = await paidOrder(t, token, '12');
    expect((await reconcile(o.id, { reason: 'Nothing happened' })).status).toBe(409);

    const flagged = await reorgedOrder('13');
    const missing = await reconcile(flagged.id, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect(
      (await reconcile('00000000-0000-4000-8000-000000000000', { reason: 'No such order here' })).status,
    ).toBe(404);
    const asMerchant = await t.call({
      method: 'POST',
      url: `/api/ops/receipt-orders/${flagged.id}/reconcile-reorg`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
      payload: { reason: 'Not mine to say' },
    });
    expect(asMerchant.status).toBe(401);
    expect(await queued('?status=reorged')).toContain(flagged.id);

    // the development chain's reorganisation names what it cannot do
    for (const [payload, field] of [
      [{ network: 'BTC', depth: 1 }, 'network'],
      [{ network: 'TRC20', depth: 0 }, 'depth'],
      [{ network: 'TRC20', depth: 1, drop: 'x' }, 'drop'],
    ] as const) {
      const bad = await t.call({ method: 'POST', url: '/api/dev/chain/reorg', payload });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field })]);
    }
  });
});
