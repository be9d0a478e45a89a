import { API_VERSION, receiptOrder, webhookEvent } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { createAccount } from '../../testing/collection';
import { toppedUp } from '../../testing/fiat';
import { submitKyb } from '../../testing/kyb';
import { loggedInOperator, opsPost } from '../../testing/ops';
import { PAYMENT_PASSWORD, payingMerchant, remit } from '../../testing/payouts';
import { confirmAll, createOrder, idem, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { addEndpoint, type Receiver, receiversPerTest } from '../../testing/webhooks';

const t = appPerFile();
const receiver = receiversPerTest(() => t.app.webhooks.tick());

const eventsOf = (objectId: string) =>
  t.db.query<{ type: string }>('SELECT type FROM webhook_events WHERE object_id = $1 ORDER BY seq', [
    objectId,
  ]);

const bodies = (rx: Receiver) => rx.received.map((r) => webhookEvent.parse(JSON.parse(r.body)));

describe('the outbox', () => {
  it('records events for a merchant without an endpoint too (the events API lists them), with no delivery', async () => {
    const m = await loggedInMerchant(t);
    const order = await createOrder(t, m.token);
    expect(await eventsOf(order.id)).toEqual([{ type: 'receipt_order.created' }]);
    const deliveries = await t.db.query('SELECT 1 FROM webhook_deliveries WHERE object_id = $1', [order.id]);
    expect(deliveries).toEqual([]);
  });

  it('writes no event when the change rolls back, and one with each change that commits', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url);
    const order = await createOrder(t, m.token);
    expect(await eventsOf(order.id)).toHaveLength(1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`UPDATE receipt_orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
        expect(await tx.query('SELECT 1 FROM webhook_events WHERE object_id = $1', [order.id])).toHaveLength(
          2,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(order.id)).toHaveLength(1);
    // a refused creation (the order number taken) leaves no event either
    const again = await t.call({
      method: 'POST',
      url: '/api/receipt-orders',
      headers: { ...bearer(m.token), ...idem() },
      payload: { asset: 'USDT', network: 'TRC20', amount: '100', merchant_order_no: 'DUP-1' },
    });
    expect(again.status).toBe(200);
    const dup = await t.call({
      method: 'POST',
      url: '/api/receipt-orders',
      headers: { ...bearer(m.token), ...idem() },
      payload: { asset: 'USDT', network: 'TRC20', amount: '100', merchant_order_no: 'DUP-1' },
    });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_events WHERE merchant_id = $1`,
      [m.merchantId],
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('sends every change of an order, in order, typed by its new status, with what it changed', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url);
    const order = await createOrder(t, m.token, { amount: '10' });
    await pay(t, order.deposit_address, '10');
    await confirmAll(t);
    await t.app.receiving.tick();
    await t.app.webhooks.tick();
    const events = bodies(rx);
    expect(events.map((e) => [e.type, e.data.previous_attributes?.status ?? null])).toEqual([
      ['receipt_order.created', null],
      ['receipt_order.confirming', 'unpaid'],
      ['receipt_order.paid', 'confirming'],
      ['receipt_order.completed', 'paid'],
    ]);
    expect(events.every((e) => e.api_version === API_VERSION && !e.test)).toBe(true);
    expect(events[2]?.data.previous_attributes).toMatchObject({ paid_at: null, status: 'confirming' });
    // paid and completed by one pass: the paid event shows the order as paid, the completed event what completing changed
    expect(events[2]?.data.object).toMatchObject({
      status: 'paid',
      completed_at: null,
      fee_amount: '0.000000',
    });
    expect(events[3]?.data.previous_attributes).toEqual({ status: 'paid', completed_at: null });
    // the last event's object is the order exactly as the REST API shows it now
    const rest = await as(t, m)('GET', `/receipt-orders/${order.id}`);
    const { payments, timeline, late_payments, created_by, ...fields } = rest.body.data;
    expect(events.at(-1)?.data.object).toEqual(fields);
    expect(receiptOrder.parse(events.at(-1)?.data.object)).toEqual(fields);
    expect(events.at(-1)?.data.object).toMatchObject({ amount: '10.000000', received_amount: '10.000000' });
    // the object's events are one per change, none twice
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it("names in previous_attributes what the event's own change altered, not a change made between events", async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url);
    const order = await createOrder(t, m.token, { amount: '10' });
    // a change that is no event (the status stays), then one that is
    await t.db.query(`UPDATE receipt_orders SET expires_at = expires_at + interval '1 hour' WHERE id = $1`, [
      order.id,
    ]);
    await t.db.query(`UPDATE receipt_orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
    await t.app.webhooks.tick();
    const [created, cancelled] = bodies(rx);
    expect(created?.data.previous_attributes).toBeUndefined();
    expect(cancelled?.type).toBe('receipt_order.cancelled');
    expect(cancelled?.data.previous_attributes).toEqual({ status: 'unpaid' });
    const expiry = (e: typeof created) => (e?.data.object as { expires_at?: string } | undefined)?.expires_at;
    expect(expiry(cancelled)).not.toBe(expiry(created));
  });

  it('records one event per changed order when one statement changes many, each with its own change and delivery', async () => {
    const m = await loggedInMerchant(t);
    const other = await loggedInMerchant(t);
    await addEndpoint(t, m, (await receiver()).url, ['receipt_order.cancelled']);
    await addEndpoint(t, m, (await receiver()).url, ['receipt_order.*']);
    const mine = [
      await createOrder(t, m.token),
      await createOrder(t, m.token),
      await createOrder(t, m.token),
    ];
    const theirs = await createOrder(t, other.token);
    const ids = [...mine, theirs].map((o) => o.id);
    // one statement: two of mine and the other merchant's order cancelled, the third's expiry moved only
    await t.db.query(
      `WITH cancelled AS (UPDATE receipt_orders SET status = 'cancelled', updated_at = now()
         WHERE id = ANY($1::uuid[]) RETURNING id)
       UPDATE receipt_orders SET expires_at = expires_at + interval '1 hour' WHERE id = $2`,
      [[mine[0]!.id, mine[1]!.id, theirs.id], mine[2]!.id],
    );
    const events = await t.db.query<{
      merchant_id: string;
      object_id: string;
      type: string;
      changed: unknown;
    }>(
      `SELECT merchant_id, object_id, type, changed FROM webhook_events
       WHERE object_id = ANY($1::text[]) AND type <> 'receipt_order.created' ORDER BY seq`,
      [ids],
    );
    expect(events.map((e) => [e.object_id, e.type]).sort()).toEqual(
      [
        [mine[0]!.id, 'receipt_order.cancelled'],
        [mine[1]!.id, 'receipt_order.cancelled'],
        [theirs.id, 'receipt_order.cancelled'],
      ].sort(),
    );
    expect(events.find((e) => e.object_id === theirs.id)?.merchant_id).toBe(other.merchantId);
    expect(events.every((e) => (e.changed as { status?: string }).status === 'unpaid')).toBe(true);
    // each of mine goes to both of its endpoints; the other merchant's to none
    const deliveries = await t.db.query<{ object_id: string; n: number }>(
      `SELECT object_id, count(*)::int AS n FROM webhook_deliveries
       WHERE object_id = ANY($1::text[]) AND event_type = 'receipt_order.cancelled' GROUP BY object_id`,
      [ids],
    );
    expect(new Map(deliveries.map((d) => [d.object_id, d.n]))).toEqual(
      new Map([
        [mine[0]!.id, 2],
        [mine[1]!.id, 2],
      ]),
    );
  });

  it('reports payouts and fiat top-ups to the endpoints that want them', async () => {
    const m = await payingMerchant(t, '100');
    const rx = await receiver();
    await addEndpoint(t, m, rx.url, ['payout.*', 'topup.*']);
    const payout = await remit(t, m, { amount: '5', payment_password: PAYMENT_PASSWORD });
    expect(payout.status, payout.res.body).toBe(200);
    const topup = await toppedUp(t, m, '50.00');
    await t.app.webhooks.tick();
    const events = bodies(rx);
    expect(events.map((e) => e.type)).toEqual(['payout.created', 'topup.created', 'topup.approved']);
    const { created_by, ...restPayout } = payout.body.data;
    expect(events[0]!.data.object).toMatchObject({ ...restPayout, kind: 'remittance', amount: '5.000000' });
    expect(events[2]!.data).toMatchObject({
      previous_attributes: { status: 'submitted', amount_received: null },
      object: { id: topup, status: 'approved', amount: '50.00', amount_received: '50.00', currency: 'USD' },
    });
    const restTopup = await as(t, m)('GET', `/fiat/topups/${topup}`);
    expect(events[2]!.data.object).toEqual(restTopup.body.data);
  });

  it('reports a KYB decision', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url, ['kyb_submission.verified', 'kyb_submission.failed']);
    const submission = await submitKyb(t, m.token);
    const op = await loggedInOperator(t);
    const decided = await opsPost(t, op.token, `/api/ops/kyb/${submission.id}/reject`, {
      reason: 'Blurred licence',
    });
    expect(decided.status, decided.res.body).toBe(200);
    await t.app.webhooks.tick();
    expect(bodies(rx).map((e) => [e.type, e.data])).toEqual([
      [
        'kyb_submission.failed',
        {
          previous_attributes: { status: 'pending', reject_reason: null, reviewed_at: null },
          object: expect.objectContaining({
            id: submission.id,
            status: 'failed',
            reject_reason: 'Blurred licence',
            reviewed_at: t.clock.now().toISOString(),
          }),
        },
      ],
    ]);
  });

  it("reports a collection account's transfer as collection_transfer events, not as an order's", async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url, ['collection_transfer.*', 'receipt_order.*']);
    const account = await createAccount(t, m.token);
    await pay(t, account.address, '7');
    await confirmAll(t);
    await t.app.receiving.tick();
    await t.app.webhooks.tick();
    const events = bodies(rx);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.type.startsWith('collection_transfer.'))).toBe(true);
    expect(events.at(-1)?.type).toBe('collection_transfer.completed');
    expect(events.at(-1)?.data.object).toMatchObject({
      collection_account_id: account.id,
      status: 'completed',
      received_amount: '7.000000',
    });
  });
});
