import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_VERSION, webhookEvent } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { addEndpoint, deliveriesOf, receiversPerTest } from '../../testing/webhooks';
import { baseRetryDelayMs } from './backoff';

const t = appPerTest();
const receiver = receiversPerTest();

/**
 * The verification of docs/architecture.md ("Webhooks"), written here apart from the server's
 * signing code, as the Standard Webhooks specification has it: HMAC-SHA256 of `<id>.<t>.<raw body>`
 * with the bytes of the base64 after `whsec_`, any `v1,<base64>` of the header matching, the time
 * within 5 minutes.
 */
function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, unknown>,
  nowSeconds: number,
): boolean {
  const id = String(headers['webhook-id']);
  const t = Number(headers['webhook-timestamp']);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${t}.${rawBody}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .map((s) => s.split(','))
    .some(
      ([v, sig]) => v === 'v1' && sig?.length === 44 && timingSafeEqual(Buffer.from(sig, 'base64'), expected),
    );
}

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

async function detail(token: string, id: string) {
  const res = await as(t, { token })('GET', `/webhooks/deliveries/${id}`);
  expect(res.status, res.res.body).toBe(200);
  return res.body.data;
}

describe('a delivery', () => {
  it('POSTs the event signed: a real receiver verifies the signature of the raw body it got', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    const endpoint = await addEndpoint(t, m, rx.url);
    const order = await createOrder(t, m.token, { amount: '12.5' });
    expect(await t.app.webhooks.tick()).toBe(1);

    expect(rx.received).toHaveLength(1);
    const { headers, body } = rx.received[0]!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toMatch(/Webhooks\/1\.0$/);
    expect(headers['webhook-timestamp']).toBe(String(nowSeconds()));
    const signature = String(headers['webhook-signature']);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyWebhook(endpoint.secret, body, headers, nowSeconds())).toBe(true);
    expect(verifyWebhook(endpoint.secret, `${body} `, headers, nowSeconds())).toBe(false);
    expect(
      verifyWebhook(endpoint.secret, body, { ...headers, 'webhook-id': 'evt_other' }, nowSeconds()),
    ).toBe(false);
    expect(verifyWebhook(endpoint.secret, body, headers, nowSeconds() + 301)).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`, body, headers, nowSeconds())).toBe(
      false,
    );

    const event = webhookEvent.parse(JSON.parse(body));
    expect(event.id).toBe(headers['webhook-id']);
    expect(event).toMatchObject({
      type: 'receipt_order.created',
      api_version: API_VERSION,
      test: false,
      merchant_id: m.merchantId,
      created_at: t.clock.now().toISOString(),
      data: {
        object: {
          id: order.id,
          status: 'unpaid',
          amount: '12.500000',
          received_amount: '0.000000',
          asset: 'USDT',
        },
      },
    });
    expect(event.data.previous_attributes).toBeUndefined();

    const [logged] = await deliveriesOf(t, m, endpoint.id);
    const one = await detail(m.token, logged!.id);
    expect(one).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      last_status_code: 200,
      next_attempt_at: null,
    });
    expect(one.attempts_log).toMatchObject([{ status_code: 200, error: null, response_excerpt: 'ok' }]);
    expect(one.payload).toEqual(JSON.parse(body));
    // neither the secret nor the signature is kept with the attempts
    const stored = await t.db.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM webhook_attempts a',
    );
    for (const { row } of stored) {
      expect(row).not.toContain(endpoint.secret);
      expect(row).not.toContain(signature.slice(3));
    }
  });

  it('answered 500 then 200: retried after the backoff with the same id and body, delivered once', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver({ status: 500, body: 'boom' }, { status: 200 });
    const endpoint = await addEndpoint(t, m, rx.url);
    await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const [first] = await deliveriesOf(t, m, endpoint.id);
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, last_status_code: 500 });
    const wait =
      Date.parse((first as unknown as { next_attempt_at: string }).next_attempt_at) - t.clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(baseRetryDelayMs(1) * 0.8);
    expect(wait).toBeLessThanOrEqual(baseRetryDelayMs(1) * 1.2);

    // not due yet: nothing is sent
    t.clock.advance(wait - 1000);
    expect(await t.app.webhooks.tick()).toBe(0);
    t.clock.advance(1000);
    expect(await t.app.webhooks.tick()).toBe(1);
    expect(await t.app.webhooks.tick()).toBe(0);

    expect(rx.received).toHaveLength(2);
    expect(rx.received[1]!.headers['webhook-id']).toBe(rx.received[0]!.headers['webhook-id']);
    expect(rx.received[1]!.body).toBe(rx.received[0]!.body);
    expect(verifyWebhook(endpoint.secret, rx.received[1]!.body, rx.received[1]!.headers, nowSeconds())).toBe(
      true,
    );
    const one = await detail(m.token, first!.id);
    expect(one).toMatchObject({ status: 'succeeded', attempts: 2, last_status_code: 200 });
    expect(one.attempts_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 200]);
    expect(one.attempts_log[0].response_excerpt).toBe('boom');
  });

  it('a receiver that does not answer in time: the attempt is cut, recorded without a status, retried', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver('hang', { status: 204 });
    const endpoint = await addEndpoint(t, m, rx.url);
    const { createTestApp } = await import('../../testing/harness');
    const quick = await createTestApp({ WEBHOOKS_TIMEOUT_MS: '300' }, { db: t.db });
    try {
      await createOrder(t, m.token);
      quick.clock.set(t.clock.now());
      await quick.app.webhooks.tick();
      const [first] = await deliveriesOf(t, m, endpoint.id);
      const one = await detail(m.token, first!.id);
      expect(one).toMatchObject({ status: 'retrying', attempts: 1, last_status_code: null });
      expect(one.attempts_log[0]).toMatchObject({ status_code: null, error: 'timeout after 300 ms' });
      expect(one.attempts_log[0].duration_ms).toBeGreaterThanOrEqual(290);
      quick.clock.advance(baseRetryDelayMs(1) * 1.2);
      await quick.app.webhooks.tick();
      expect((await detail(m.token, first!.id)).status).toBe('succeeded');
      expect(rx.received).toHaveLength(2);
    } finally {
      await quick.app.close();
    }
  });

  it('keeps 1 KB of a long answer, marked cut', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver({ status: 200, body: 'x'.repeat(5000) });
    const endpoint = await addEndpoint(t, m, rx.url);
    await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const [first] = await deliveriesOf(t, m, endpoint.id);
    const [attempt] = (await detail(m.token, first!.id)).attempts_log;
    expect(attempt.response_excerpt).toBe('x'.repeat(1024));
    expect(attempt.response_truncated).toBe(true);
  });

  it('a redirect is not followed: recorded as the failure it is, the target never called', async () => {
    const m = await loggedInMerchant(t);
    const target = await receiver();
    const rx = await receiver({ status: 302, headers: { location: target.url } });
    const endpoint = await addEndpoint(t, m, rx.url);
    await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const [first] = await deliveriesOf(t, m, endpoint.id);
    expect(first).toMatchObject({ status: 'retrying', last_status_code: 302 });
    expect(target.received).toHaveLength(0);
  });
});
