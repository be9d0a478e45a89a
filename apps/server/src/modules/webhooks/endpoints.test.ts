import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, eventKinds } from '../../testing/settings';

const t = appPerFile();

describe('webhook endpoints', () => {
  it('adds one (the secret answered once), changes, rotates and deletes it, each in the security log', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const created = await call('POST', '/webhooks/endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      description: ' Shop ',
      events: ['payout.*', 'receipt_order.*', 'payout.*'],
    });
    expect(created.status, created.res.body).toBe(200);
    const e = created.body.data;
    expect(e).toMatchObject({
      url: 'http://127.0.0.1:9/hooks',
      description: 'Shop',
      events: ['receipt_order.*', 'payout.*'],
      enabled: true,
      disabled_reason: null,
      last_delivery_at: null,
      failing_since: null,
      previous_secret_expires_at: null,
    });
    expect(e.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(e.secret.slice(6), 'base64')).toHaveLength(32);
    expect(e.legacy_secret).toBe(false);
    expect(e.secret_hint).toBe(e.secret.slice(-4));

    const list = await call('GET', '/webhooks/endpoints');
    expect(list.body.data.items).toHaveLength(1);
    expect(list.res.body).not.toContain(e.secret);

    const changed = await call('POST', `/webhooks/endpoints/${e.id}`, {
      enabled: false,
      events: ['kyb_submission.*'],
    });
    expect(changed.body.data).toMatchObject({
      enabled: false,
      disabled_reason: 'manual',
      events: ['kyb_submission.*'],
    });
    const rotated = await call('POST', `/webhooks/endpoints/${e.id}/rotate-secret`);
    expect(rotated.body.data.previous_secret_expires_at).toBe(
      new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString(),
    );
    const deleted = await call('POST', `/webhooks/endpoints/${e.id}/delete`);
    expect(deleted.body.data).toEqual({ id: e.id });
    expect((await call('GET', '/webhooks/endpoints')).body.data.items).toEqual([]);
    expect((await call('POST', `/webhooks/endpoints/${e.id}/test`)).status).toBe(404);
    expect((await eventKinds(t, m)).slice(0, 4)).toEqual([
      'webhook_endpoint_deleted',
      'webhook_secret_rotated',
      'webhook_endpoint_updated',
      'webhook_endpoint_created',
    ]);
  });

  it('sends a test event through the queue to the endpoint, whatever it subscribes to', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const e = (
      await call('POST', '/webhooks/endpoints', { url: 'http://127.0.0.1:9/x', events: ['kyb_submission.*'] })
    ).body.data;
    const sent = await call('POST', `/webhooks/endpoints/${e.id}/test`);
    expect(sent.status).toBe(200);
    const log = await call('GET', `/webhooks/endpoints/${e.id}/deliveries?event_type=webhook.test`);
    expect(log.body.data.items).toMatchObject([
      { id: sent.body.data.delivery_id, event_id: sent.body.data.event_id, status: 'pending', attempts: 0 },
    ]);
    const one = await call('GET', `/webhooks/deliveries/${sent.body.data.delivery_id}`);
    expect(one.body.data.payload).toMatchObject({
      id: sent.body.data.event_id,
      type: 'webhook.test',
      merchant_id: m.merchantId,
    });
    expect(
      (await call('GET', `/webhooks/endpoints/${e.id}/deliveries?status=failed`)).body.data.items,
    ).toEqual([]);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const post = (body: object) => call('POST', '/webhooks/endpoints', body);
    expectFieldError(
      await post({ url: 'not a url', events: ['kyb_submission.*'] }),
      'url',
      'Enter a full https URL (without a user name or password)',
    );
    expectFieldError(
      await post({ url: 'ftp://example.com/x', events: ['kyb_submission.*'] }),
      'url',
      'Enter a full https URL (without a user name or password)',
    );
    expectFieldError(
      await post({ url: 'https://93.184.216.34/x', events: [] }),
      'events',
      'Choose at least one event',
    );
    expectFieldError(
      await post({ url: 'https://93.184.216.34/x', events: ['order.paid'] }),
      'events.0',
      'Unknown event type',
    );
    expectFieldError(
      await post({ url: 'https://93.184.216.34/x', events: ['webhook.test'] }),
      'events.0',
      'Unknown event type',
    );
    const cn = await t.call({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { authorization: `Bearer ${m.token}` },
      payload: { url: 'https://93.184.216.34/x', events: [] },
    });
    expect(cn.body.errors).toEqual([{ field: 'events', message: '请至少选择一种事件' }]);
    expectFieldError(
      await call('POST', '/webhooks/endpoints/00000000-0000-4000-8000-000000000000', {}),
      'body',
      'Give something to change',
    );
    expectFieldError(
      await call('POST', '/webhooks/endpoints/00000000-0000-4000-8000-000000000000/resend-failed', {
        from: '2026-02-01T00:00:00Z',
        to: '2026-01-01T00:00:00Z',
      }),
      'to',
      'The end must come after the start',
    );
  });

  it('answers malformed JSON 400, unknown fields, wrong types and oversize values 422', async () => {
    const m = await loggedInMerchant(t);
    const raw = await t.call({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect(raw.status).toBe(400);
    const post = (body: object) => as(t, m)('POST', '/webhooks/endpoints', body);
    const base = { url: 'https://93.184.216.34/x', events: ['kyb_submission.*'] };
    expect((await post({ ...base, secret: 'mine' })).body.errors?.[0]?.field).toBe('secret');
    expect((await post({ ...base, events: 'kyb_submission.*' })).body.errors?.[0]?.field).toBe('events');
    expect(
      (await post({ ...base, url: `https://a.example/${'x'.repeat(2100)}` })).body.errors?.[0]?.field,
    ).toBe('url');
    expect((await post({ ...base, description: 'd'.repeat(201) })).body.errors?.[0]?.field).toBe(
      'description',
    );
    const enabled = await as(t, m)('POST', '/webhooks/endpoints/00000000-0000-4000-8000-000000000000', {
      enabled: 'yes',
    });
    expect(enabled.status).toBe(422);
    expect(enabled.body.errors?.[0]?.field).toBe('enabled');
  });

  it('keeps at most 10 endpoints', async () => {
    const m = await loggedInMerchant(t);
    for (let i = 0; i < 10; i++) {
      const r = await as(t, m)('POST', '/webhooks/endpoints', {
        url: `http://127.0.0.1:9/${i}`,
        events: ['kyb_submission.*'],
      });
      expect(r.status).toBe(200);
    }
    const over = await as(t, m)('POST', '/webhooks/endpoints', {
      url: 'http://127.0.0.1:9/x',
      events: ['kyb_submission.*'],
    });
    expect(over.status).toBe(409);
  });
});

describe('outside development (private addresses and http not allowed)', () => {
  let strict: TestApp;
  it('refuses loopback, private, link-local and mapped addresses, names resolving to them, and http', async () => {
    strict = await createTestApp(
      { WEBHOOKS_ALLOW_PRIVATE: 'false', WEBHOOKS_ALLOW_HTTP: 'false' },
      { db: t.db },
    );
    try {
      const m = await loggedInMerchant(strict);
      const post = (url: string) =>
        as(strict, m)('POST', '/webhooks/endpoints', { url, events: ['kyb_submission.*'] });
      for (const [url, address] of [
        ['https://127.0.0.1/x', '127.0.0.1'],
        ['https://[::1]/x', '::1'],
        ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
        ['https://10.0.0.1/x', '10.0.0.1'],
        ['https://[::ffff:127.0.0.1]/x', '::ffff:7f00:1'],
      ] as const) {
        expectFieldError(
          await post(url),
          'url',
          `The URL may not lead to a loopback, private or reserved address (${address})`,
        );
      }
      const local = await post('https://localhost/x');
      expect(local.status).toBe(422);
      expect(local.body.errors?.[0]?.field).toBe('url');
      expectFieldError(await post('http://93.184.216.34/x'), 'url', 'The URL must use https');
      const e = (
        await as(t, m)('POST', '/webhooks/endpoints', {
          url: 'https://93.184.216.34/x',
          events: ['kyb_submission.*'],
        })
      ).body.data;
      expect(e.url).toBe('https://93.184.216.34/x');
      // a change is checked too
      const changed = await as(strict, m)('POST', `/webhooks/endpoints/${e.id}`, {
        url: 'https://10.1.1.1/',
      });
      expect(changed.status).toBe(422);
    } finally {
      await strict.app.close();
    }
  });
});
