import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { addEndpoint, type Received, startReceiver } from '../../testing/webhooks';

// Deliveries as the Standard Webhooks specification defines them, verified by its own npm library
// (`standardwebhooks`) against what a real receiver got over HTTP.
const t = appPerFile();
const rx = await startReceiver();
afterAll(() => rx.close());
const HOUR = 3600_000;

/** The library checks the timestamp against `Date.now()`: the server's clock is the test's. */
function verify(secret: string, r: Received, at = t.clock.now()): unknown {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(at);
    return new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

/** Whether the library accepts the delivery with this secret. */
function verifies(secret: string, r: Received, at?: Date): boolean {
  try {
    verify(secret, r, at);
    return true;
  } catch {
    return false;
  }
}

/** What the receiver gets next: `n` orders made, the job run. */
async function nextDeliveries(m: { token: string }, n = 1): Promise<Received[]> {
  const before = rx.received.length;
  for (let i = 0; i < n; i += 1) await createOrder(t, m.token);
  while ((await t.app.webhooks.tick()) > 0);
  expect(rx.received).toHaveLength(before + n);
  return rx.received.slice(before);
}

describe('Standard Webhooks signatures', () => {
  it('the standardwebhooks library verifies every real delivery and refuses a changed body, id or stale time', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, rx.url);
    const got = await nextDeliveries(m, 5);
    const ids = new Set<string>();
    for (const r of got) {
      expect(String(r.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      const event = verify(endpoint.secret, r) as { id: string; type: string };
      expect(event.id).toBe(r.headers['webhook-id']);
      expect(event.type).toBe('receipt_order.created');
      ids.add(event.id);
    }
    expect(ids.size).toBe(5);

    const [r] = got as [Received];
    expect(verifies(endpoint.secret, { ...r, body: r.body.replace('"unpaid"', '"paid"') })).toBe(false);
    expect(verifies(endpoint.secret, { ...r, headers: { ...r.headers, 'webhook-id': 'evt_other' } })).toBe(
      false,
    );
    // the libraries' tolerance is 5 minutes either way
    const sent = Number(r.headers['webhook-timestamp']) * 1000;
    expect(verifies(endpoint.secret, r, new Date(sent + 299_000))).toBe(true);
    expect(verifies(endpoint.secret, r, new Date(sent + 301_000))).toBe(false);
    expect(verifies(`whsec_${randomBytes(32).toString('base64')}`, r)).toBe(false);
  });

  it('during the overlap the merchant chose both secrets verify (two signatures); after it the new one only', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, rx.url);
    const rotated = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`, {
      previous_secret_expires_in_hours: 2,
    });
    expect(rotated.status, rotated.res.body).toBe(200);
    expect(rotated.body.data.previous_secret_expires_at).toBe(
      new Date(t.clock.now().getTime() + 2 * HOUR).toISOString(),
    );
    const fresh = rotated.body.data.secret as string;

    const [during] = (await nextDeliveries(m)) as [Received];
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(fresh, during)).toBe(true);
    expect(verifies(endpoint.secret, during)).toBe(true);

    t.clock.advance(2 * HOUR + 1000);
    const [after] = (await nextDeliveries(m)) as [Received];
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(fresh, after)).toBe(true);
    expect(verifies(endpoint.secret, after)).toBe(false);
  });

  it('an overlap of 0 hours ends the old secret at once', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, rx.url);
    const rotated = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`, {
      previous_secret_expires_in_hours: 0,
    });
    expect(rotated.body.data.previous_secret_expires_at).toBeNull();
    const [r] = (await nextDeliveries(m)) as [Received];
    expect(verifies(rotated.body.data.secret, r)).toBe(true);
    expect(verifies(endpoint.secret, r)).toBe(false);
  });

  it('the overlap is a whole number of hours from 0 to 168 (422 naming the field)', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, rx.url);
    const rotate = (body: unknown) =>
      as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`, body);
    const field = 'previous_secret_expires_in_hours';
    expectFieldError(await rotate({ [field]: -1 }), field, 'Must be at least 0');
    expectFieldError(await rotate({ [field]: 169 }), field, 'Must be at most 168');
    expectFieldError(await rotate({ [field]: 1.5 }), field, 'This value has the wrong type');
    expectFieldError(await rotate({ [field]: '24' }), field, 'This value has the wrong type');
    expectFieldError(await rotate({ [field]: 24, days: 1 }), 'days', 'Unknown field');
    const week = await rotate({ [field]: 168 });
    expect(week.body.data.previous_secret_expires_at).toBe(
      new Date(t.clock.now().getTime() + 168 * HOUR).toISOString(),
    );
  });

  it('a secret made before (base64url) keeps its key: flagged, and verified once written in standard base64', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, rx.url);
    let key = randomBytes(32);
    while (!/[-_]/.test(key.toString('base64url'))) key = randomBytes(32);
    const legacy = `whsec_${key.toString('base64url')}`;
    await t.db.query('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [endpoint.id, legacy]);
    const listed = (await as(t, m)('GET', '/webhooks/endpoints')).body.data.items[0];
    expect(listed).toMatchObject({ id: endpoint.id, legacy_secret: true });

    const [r] = (await nextDeliveries(m)) as [Received];
    // the library reads standard base64 only; the same key written so verifies
    expect(verifies(legacy, r)).toBe(false);
    expect(verifies(`whsec_${key.toString('base64')}`, r)).toBe(true);

    // rotating gives the standard form
    const rotated = await as(t, m)('POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`, {
      previous_secret_expires_in_hours: 1,
    });
    expect(rotated.body.data.legacy_secret).toBe(false);
  });
});
