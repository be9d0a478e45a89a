import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { balance, mine, order, paidOrder } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

// An operator books a credited deposit a chain reorganisation took back (TRC20: 3 confirmations):
// charged back to the merchant (available, then owed) or borne by the platform.
let t: TestApp;
let operator: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_FEE_BPS: '100' });
  operator = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

/** An order paid, confirmed and settled, then its transfer's block replaced; answers its deposit id. */
async function reorgedDeposit(token: string, amount: string) {
  const { o, tx } = await paidOrder(t, token, amount);
  const res = await t.call({
    method: 'POST',
    url: '/api/dev/chain/reorg',
    payload: { network: 'TRC20', depth: 3, drop: [tx] },
  });
  expect(res.status).toBe(200);
  await mine(t, 3);
  await t.app.receiving.tick();
  const [d] = await t.db.query<{ id: bigint }>(
    'SELECT id FROM deposits WHERE order_id = $1 AND reorged_at IS NOT NULL',
    [o.id],
  );
  return { order: o, depositId: String(d!.id), tx };
}

const resolve = (id: string, body: object, key = newKey()) =>
  opsPost(t, operator.token, `/api/ops/deposits/${id}/reorg-resolution`, body, key);
const platformBalance = async (account: string) =>
  (
    await t.db.query<{ balance: bigint }>('SELECT balance FROM ledger_accounts WHERE account_key = $1', [
      account,
    ])
  )[0]?.balance ?? 0n;

describe('booking a credited deposit a chain reorganisation took back', () => {
  it('charges it back from the available balance when that covers it, audited, on the timeline, once', async () => {
    const m = await loggedInMerchant(t);
    await paidOrder(t, m.token, '50');
    const { order: o, depositId } = await reorgedDeposit(m.token, '10');
    const before = await balance(t, m.token);
    // the operators' order drawer lists it with what the route takes
    const shown = await opsGet(t, operator.token, `/api/ops/receipt-orders/${o.id}`);
    expect(shown.body.data.reorged_deposits).toEqual([
      expect.objectContaining({ deposit_id: depositId, asset: 'USDT', amount: '10.000000' }),
    ]);
    const key = newKey();
    const body = { outcome: 'charge_back', reason: 'Gone from the chain after block 1042' };
    const res = await resolve(depositId, body, key);
    expect(res.status).toBe(200);
    const resolved = await opsGet(t, operator.token, `/api/ops/receipt-orders/${o.id}`);
    expect(resolved.body.data.reorged_deposits).toEqual([]);
    expect(res.body.data).toMatchObject({
      deposit_id: depositId,
      order_id: o.id,
      amount: '10.000000',
      outcome: 'charge_back',
      charged_to_available: '10.000000',
      owed: '0.000000',
      platform_loss: '0.000000',
    });
    const after = await balance(t, m.token);
    expect(Number(before.available) - Number(after.available)).toBeCloseTo(10, 6);
    expect(after.owed).toBe('0.000000');
    const seen = await order(t, m.token, o.id);
    expect((seen.timeline as { code: string }[]).at(-1)?.code).toBe('reorg_charged_back');
    const audit = await t.db.query<{ detail: { deposit_id: string; reason: string } }>(
      `SELECT detail FROM audit_log WHERE action = 'reorg_charged_back' AND target_id = $1`,
      [o.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ deposit_id: depositId }) }),
    ]);
    // the history shows the charge back
    const history = await t.call({
      method: 'GET',
      url: '/api/history?type=reorg_charged_back',
      headers: bearer(m.token),
    });
    expect(history.status).toBe(200);
    expect(history.body.data.items).toHaveLength(1);

    // the same key answers the same; another key finds it resolved
    const again = await resolve(depositId, body, key);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    const twice = await resolve(depositId, { outcome: 'platform_loss', reason: 'Twice' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('该链重组入账已处理过');
    expect((await balance(t, m.token)).available).toBe(after.available);
  });

  it('keeps what the available balance cannot cover as owed, shown with the balances and repaid first by the next credit', async () => {
    const m = await loggedInMerchant(t);
    const { depositId } = await reorgedDeposit(m.token, '40');
    const credited = await balance(t, m.token);
    const res = await resolve(depositId, {
      outcome: 'charge_back',
      reason: 'Taken back after a deep reorganisation',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.charged_to_available).toBe(credited.available);
    const owed = (40 - Number(credited.available)).toFixed(6);
    expect(owed).toBe('0.400000');
    expect(res.body.data.owed).toBe(owed);
    const charged = await balance(t, m.token);
    expect(charged).toMatchObject({ available: '0.000000', owed });
    expect(await platformBalance(`m:${m.merchantId}:USDT:owed`)).toBe(
      -BigInt(Math.round(Number(owed) * 1e6)),
    );

    // the next order settles: what is owed is repaid from it first
    await paidOrder(t, m.token, '20');
    const repaid = await balance(t, m.token);
    expect(repaid.owed).toBe('0.000000');
    expect(Number(repaid.available)).toBeCloseTo(Number(credited.available) * 0.5 - Number(owed), 5);
    const history = await t.call({
      method: 'GET',
      url: '/api/history?type=owed_repaid',
      headers: bearer(m.token),
    });
    expect(history.body.data.items).toEqual([expect.objectContaining({ amount: `-${owed}` })]);
  });

  it('books it as the platform loss: the merchant keeps its balance, the network loss account bears it', async () => {
    const m = await loggedInMerchant(t);
    const { order: o, depositId } = await reorgedDeposit(m.token, '30');
    const before = await balance(t, m.token);
    const lost = await platformBalance('p:chain_losses:TRC20:USDT');
    const res = await resolve(depositId, {
      outcome: 'platform_loss',
      reason: 'Our confirmation count was too low',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      outcome: 'platform_loss',
      platform_loss: '30.000000',
      owed: '0.000000',
    });
    expect(await balance(t, m.token)).toEqual(before);
    expect(await platformBalance('p:chain_losses:TRC20:USDT')).toBe(lost - 30_000_000n);
    const seen = await order(t, m.token, o.id);
    expect(seen.status).toBe('completed');
    expect((seen.timeline as { code: string }[]).at(-1)?.code).toBe('reorg_platform_loss');
    const reconcile = await opsPost(
      t,
      operator.token,
      `/api/ops/receipt-orders/${o.id}/reconcile-reorg`,
      { reason: 'Nothing left' },
      newKey(),
    );
    expect(reconcile.status).toBe(409);
  });

  it('refuses an unknown deposit, one not taken back, a missing reason or outcome, and a merchant', async () => {
    const m = await loggedInMerchant(t);
    expect((await resolve('999999999', { outcome: 'charge_back', reason: 'No such deposit' })).status).toBe(
      404,
    );
    const malformed = await resolve('abc', { outcome: 'charge_back', reason: 'No such deposit' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
    const { o } = await paidOrder(t, m.token, '12');
    const [d] = await t.db.query<{ id: bigint }>('SELECT id FROM deposits WHERE order_id = $1', [o.id]);
    const fine = await resolve(String(d!.id), { outcome: 'charge_back', reason: 'Nothing happened' });
    expect(fine.status).toBe(409);
    expect(fine.body.message).toBe('该入账未被链重组撤回，无需处理');

    const { depositId } = await reorgedDeposit(m.token, '13');
    const missing = await resolve(depositId, { outcome: 'charge_back' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const wrong = await resolve(depositId, { outcome: 'forgive', reason: 'Not a way' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'outcome' })]);
    const asMerchant = await t.call({
      method: 'POST',
      url: `/api/ops/deposits/${depositId}/reorg-resolution`,
      headers: { ...bearer(m.token), 'idempotency-key': newKey() },
      payload: { outcome: 'platform_loss', reason: 'Not mine to say' },
    });
    expect(asMerchant.status).toBe(401);
    const noKey = await t.call({
      method: 'POST',
      url: `/api/ops/deposits/${depositId}/reorg-resolution`,
      headers: bearer(operator.token),
      payload: { outcome: 'platform_loss', reason: 'Without a key' },
    });
    expect(noKey.status).toBeGreaterThanOrEqual(400);
    const [left] = await t.db.query<{ reorg_outcome: string | null }>(
      'SELECT reorg_outcome FROM deposits WHERE id = $1',
      [depositId],
    );
    expect(left!.reorg_outcome).toBeNull();
  });
});
