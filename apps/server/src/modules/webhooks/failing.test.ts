import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keptMails } from '../../platform/mail';
import { appPerTest } from '../../testing/app-hooks';
import { createTestApp } from '../../testing/harness';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { addEndpoint, deliveriesOf, receiversPerTest } from '../../testing/webhooks';

// sessions outlive the days the clock is moved on
const t = appPerTest({ SESSION_TTL_HOURS: '720' });
const receiver = receiversPerTest();

const HOUR = 3600_000;

describe('an endpoint that keeps failing', () => {
  it('is retried with growing waits for 3 days, then the delivery fails, the endpoint is disabled and the owner mailed', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver({ status: 503 });
    const endpoint = await addEndpoint(t, m, rx.url);
    await createOrder(t, m.token);
    const start = t.clock.now().getTime();
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      expect(await t.app.webhooks.tick()).toBe(1);
      const [d] = await deliveriesOf(t, m, endpoint.id);
      const next = (d as unknown as { next_attempt_at: string | null }).next_attempt_at;
      if (!next) break;
      waits.push(Date.parse(next) - t.clock.now().getTime());
      t.clock.set(Date.parse(next));
    }
    const [d] = await deliveriesOf(t, m, endpoint.id);
    expect(d).toMatchObject({ status: 'failed', last_status_code: 503 });
    expect(d!.attempts).toBe(waits.length + 1);
    // 30 s, then doubling (±20 %), never more than 6 hours (+20 %) apart, for 3 days
    expect(waits[0]).toBeGreaterThanOrEqual(24_000);
    expect(waits[0]).toBeLessThanOrEqual(36_000);
    expect(waits[3]).toBeGreaterThanOrEqual(240_000 * 0.8);
    expect(waits[3]).toBeLessThanOrEqual(240_000 * 1.2);
    expect(Math.max(...waits)).toBeLessThanOrEqual(6 * HOUR * 1.2);
    const span = t.clock.now().getTime() - start;
    // the last attempt is the one whose next wait (up to 6 h + 20 %) would end past the 3 days
    expect(span).toBeGreaterThan(72 * HOUR - 6 * HOUR * 1.2);
    expect(span).toBeLessThanOrEqual(72 * HOUR);
    expect(rx.received).toHaveLength(d!.attempts);

    const list = await as(t, m)('GET', '/webhooks/endpoints');
    expect(list.body.data.items[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const mails = await keptMails(t.db, m.email);
    expect(mails[0]?.subject).toContain('A webhook endpoint was disabled');
    expect(mails[0]?.body).toContain(rx.url);

    // nothing more is sent to a disabled endpoint; enabling it again and resending delivers
    await createOrder(t, m.token);
    expect(await t.app.webhooks.tick()).toBe(0);
    rx.received.length = 0;
    const enabled = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}`, { enabled: true });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it('answers the count of failed deliveries resent in a range', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver({ status: 500 });
    const endpoint = await addEndpoint(t, m, rx.url);
    const from = t.clock.now().toISOString();
    await createOrder(t, m.token);
    await createOrder(t, m.token);
    await t.db.query(`UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL`);
    const to = new Date(t.clock.now().getTime() + 1000).toISOString();
    const res = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/resend-failed`, { from, to });
    expect(res.body.data).toEqual({ count: 2 });
    const none = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/resend-failed`, { from, to });
    expect(none.body.data).toEqual({ count: 0 });
    expect(await t.app.webhooks.tick()).toBe(2);
    expect(rx.received).toHaveLength(2);
  });
});

describe('the address is checked again at each delivery', () => {
  it.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/hooks`],
    ['a name resolving to loopback', (port: number) => `http://localhost:${port}/hooks`],
  ])('%s saved while allowed is refused when the settings no longer allow it', async (_, url) => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    const endpoint = await addEndpoint(t, m, url(rx.port));
    await createOrder(t, m.token);
    const strict = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'false' }, { db: t.db });
    try {
      strict.clock.set(t.clock.now());
      expect(await strict.app.webhooks.tick()).toBe(1);
    } finally {
      await strict.app.close();
    }
    expect(rx.received).toHaveLength(0);
    const [d] = await deliveriesOf(t, m, endpoint.id);
    const one = await as(t, m)('GET', `/webhooks/deliveries/${d!.id}`);
    expect(one.body.data).toMatchObject({ status: 'retrying', last_status_code: null });
    expect(one.body.data.attempts_log[0].error).toMatch(/^refused: (127\.0\.0\.1|::1) is a loopback/);
  });
});

describe('rotating the secret', () => {
  it('signs with both secrets for 24 hours (no overlap chosen), then with the new one only', async () => {
    const m = await loggedInMerchant(t);
    const rx = await receiver();
    const endpoint = await addEndpoint(t, m, rx.url);
    const rotated = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.status, rotated.res.body).toBe(200);
    const fresh = rotated.body.data.secret as string;
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(fresh).not.toBe(endpoint.secret);
    expect(rotated.body.data.secret_hint).toBe(fresh.slice(-4));

    const v1s = (i: number) => {
      const { headers, body } = rx.received[i]!;
      const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
      const sign = (s: string) =>
        createHmac('sha256', Buffer.from(s.slice('whsec_'.length), 'base64'))
          .update(signed)
          .digest('base64');
      return {
        got: String(headers['webhook-signature'])
          .split(' ')
          .map((p) => p.slice(3)),
        sign,
      };
    };
    await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const during = v1s(0);
    expect(during.got).toEqual([during.sign(fresh), during.sign(endpoint.secret)]);

    t.clock.advance(24 * HOUR + 1000);
    await createOrder(t, m.token);
    await t.app.webhooks.tick();
    const after = v1s(1);
    expect(after.got).toEqual([after.sign(fresh)]);
  });
});
