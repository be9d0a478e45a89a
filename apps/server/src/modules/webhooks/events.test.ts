import { PERMISSION_DENIED_CODE, payout, webhookEvent } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { PAYMENT_PASSWORD, payingMerchant, remit } from '../../testing/payouts';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { addEndpoint, deliveriesOf, receiversPerTest } from '../../testing/webhooks';

// The events API: what happened to a merchant's objects, listed and fetched by a session or by an API
// key of the `webhooks` scope, each event the very body its deliveries send; test events of any type.
const t = appPerFile();
const receiver = receiversPerTest(() => t.app.webhooks.tick());

type Listed = {
  items: { id: string; type: string; data: { object: { id: string } } }[];
  next_cursor: string | null;
};

describe('the events API', () => {
  it('lists a merchant’s events newest first, filtered by type, kind, object and time, page by page', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const first = await createOrder(t, m.token);
    t.clock.advance(60_000);
    const second = await createOrder(t, m.token);
    await t.db.query(`UPDATE receipt_orders SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [
      second.id,
      t.clock.now(),
    ]);

    const all = (await call('GET', '/events')).body.data as Listed;
    expect(all.items.map((e) => [e.type, e.data.object.id])).toEqual([
      ['receipt_order.cancelled', second.id],
      ['receipt_order.created', second.id],
      ['receipt_order.created', first.id],
    ]);
    const byType = (await call('GET', '/events?type=receipt_order.cancelled')).body.data as Listed;
    expect(byType.items.map((e) => e.data.object.id)).toEqual([second.id]);
    const byKind = (await call('GET', '/events?type=receipt_order.*')).body.data as Listed;
    expect(byKind.items).toHaveLength(3);
    expect(((await call('GET', '/events?type=payout.*')).body.data as Listed).items).toEqual([]);
    const byObject = (await call('GET', `/events?object_id=${first.id}`)).body.data as Listed;
    expect(byObject.items.map((e) => e.type)).toEqual(['receipt_order.created']);
    const from = encodeURIComponent(new Date(t.clock.now().getTime() - 1000).toISOString());
    const recent = (await call('GET', `/events?from=${from}`)).body.data as Listed;
    expect(recent.items.map((e) => e.data.object.id)).toEqual([second.id, second.id]);

    const page1 = (await call('GET', '/events?limit=2')).body.data as Listed;
    expect(page1.items).toHaveLength(2);
    const page2 = (await call('GET', `/events?limit=2&cursor=${page1.next_cursor}`)).body.data as Listed;
    expect(page2.items.map((e) => e.data.object.id)).toEqual([first.id]);
    expect(page2.next_cursor).toBeNull();

    // each event fetched alone is the same as listed, a valid typed event
    const one = await call('GET', `/events/${all.items[0]!.id}`);
    expect(one.body.data).toEqual(all.items[0]);
    expect(webhookEvent.parse(one.body.data).type).toBe('receipt_order.cancelled');
  });

  it('refuses bad filters naming the field, and keeps each merchant’s events its own', async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    await createOrder(t, a.token);
    const [event] = ((await as(t, a)('GET', '/events')).body.data as Listed).items;
    const stranger = as(t, b);
    expect((await stranger('GET', `/events/${event!.id}`)).status).toBe(404);
    expect(((await stranger('GET', '/events')).body.data as Listed).items).toEqual([]);
    expect((await stranger('GET', '/events/not-a-uuid')).status).toBe(422);
    for (const [query, field] of [
      ['type=DROP TABLE', 'type'],
      ['from=yesterday', 'from'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
      ['cursor=xyz', 'cursor'],
      ['limit=1000', 'limit'],
    ] as const) {
      const res = await stranger('GET', `/events?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors?.[0]?.field, query).toBe(field);
    }
  });

  it('answers an API key of the webhooks scope; a key without it is refused with 40301', async () => {
    const m = await loggedInMerchant(t);
    const order = await createOrder(t, m.token);
    const key = await createKey(t, m, { scopes: ['webhooks'] });
    const listed = await withKey(t, key.token)('GET', `/events?object_id=${order.id}`);
    expect(listed.status, listed.res.body).toBe(200);
    expect(listed.body.data.items).toHaveLength(1);
    const other = await createKey(t, m, { scopes: ['orders'] });
    const refused = await withKey(t, other.token)('GET', '/events');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(PERMISSION_DENIED_CODE);
  });

  it('a delivery names its event, and the event is byte for byte what the endpoint received', async () => {
    const m = await payingMerchant(t, '100');
    const rx = await receiver();
    const endpoint = await addEndpoint(t, m, rx.url, ['payout.*']);
    const sent = await remit(t, m, { amount: '5', payment_password: PAYMENT_PASSWORD });
    expect(sent.status, sent.res.body).toBe(200);
    await t.app.webhooks.tick();
    const [delivery] = await deliveriesOf(t, m, endpoint.id);
    const { event_id } = (await as(t, m)('GET', `/webhooks/deliveries/${delivery!.id}`)).body.data;
    const event = await as(t, m)('GET', `/events/${event_id}`);
    expect(JSON.parse(rx.received[0]!.body)).toEqual(event.body.data);
    expect(event.body.data.type).toBe('payout.created');
    const rest = await as(t, m)('GET', `/payouts/${sent.body.data.id}`);
    expect(event.body.data.data.object).toEqual(rest.body.data);
  });

  it('sends a test event of any type with a valid sample object, never listed among the events', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    const endpoint = await addEndpoint(t, m, rx.url, ['receipt_order.*']);
    const sent = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/test`, { type: 'payout.failed' });
    expect(sent.status, sent.res.body).toBe(200);
    await t.app.webhooks.tick();
    const body = webhookEvent.parse(JSON.parse(rx.received[0]!.body));
    expect(body).toMatchObject({ type: 'payout.failed', test: true });
    expect(payout.parse(body.data.object).status).toBe('failed');
    expect((await as(t, m)('GET', '/events')).body.data.items).toEqual([]);
    const bad = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/test`, {
      type: 'payout.exploded',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('type');
  });

  it('keeps events 30 days: older ones go with their deliveries, unless a delivery is still under way', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    await addEndpoint(t, m, rx.url);
    const old = await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const waiting = await createOrder(t, m.token);
    await t.db.query(
      `UPDATE webhook_deliveries SET status = 'retrying', next_attempt_at = $2 WHERE object_id = $1`,
      [waiting.id, new Date(t.clock.now().getTime() + 40 * 86_400_000)],
    );
    t.clock.advance(31 * 86_400_000);
    const fresh = await createOrder(t, (await loggedInMerchant(t)).token);
    const before = await t.db.query('SELECT 1 FROM webhook_events WHERE created_at < $1', [t.clock.now()]);
    expect(await t.app.webhooks.retain()).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ object_id: string }>(
      'SELECT object_id FROM webhook_events WHERE object_id = ANY($1) ORDER BY seq',
      [[old.id, waiting.id, fresh.id]],
    );
    expect(before.length).toBeGreaterThan(left.length);
    expect(left.map((r) => r.object_id)).toEqual([waiting.id, fresh.id]);
    const deliveries = await t.db.query('SELECT 1 FROM webhook_deliveries WHERE object_id = $1', [old.id]);
    expect(deliveries).toEqual([]);
  });
});
