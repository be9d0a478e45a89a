import { PERMISSION_DENIED_CODE } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, eventKinds } from '../../testing/settings';
import { addEndpoint } from '../../testing/webhooks';

// A deployment sets its webhook endpoints up by script: every endpoint and delivery route takes an
// API key of the `webhooks` scope; a key without it is refused with 40301 (the caller stays).
const t = appPerFile();
const URL = 'http://127.0.0.1:9/hooks';

describe('webhook endpoints by API key', () => {
  it('a webhooks key adds, lists, changes, rotates, tests, disables and deletes an endpoint, and reads and resends its deliveries', async () => {
    const m = await loggedInMerchant(t);
    const key = await createKey(t, m, { scopes: ['webhooks'] });
    const call = withKey(t, key.token);

    const created = await call('POST', '/webhooks/endpoints', {
      url: URL,
      events: ['payout.*'],
    });
    expect(created.status, created.res.body).toBe(200);
    const id = created.body.data.id as string;
    expect(created.body.data.secret).toMatch(/^whsec_/);

    const listed = await call('GET', '/webhooks/endpoints');
    expect(listed.body.data.items.map((e: { id: string }) => e.id)).toEqual([id]);
    // the console (a session) sees what the key made
    expect((await as(t, m)('GET', '/webhooks/endpoints')).body.data.items[0].id).toBe(id);

    const changed = await call('POST', `/webhooks/endpoints/${id}`, { description: 'by script' });
    expect(changed.body.data.description).toBe('by script');
    const rotated = await call('POST', `/webhooks/endpoints/${id}/rotate-secret`);
    expect(rotated.status, rotated.res.body).toBe(200);
    expect(rotated.body.data.secret).not.toBe(created.body.data.secret);

    const test = await call('POST', `/webhooks/endpoints/${id}/test`);
    expect(test.status, test.res.body).toBe(200);
    const deliveries = await call('GET', `/webhooks/endpoints/${id}/deliveries`);
    expect(deliveries.status).toBe(200);
    const [delivery] = deliveries.body.data.items as { id: string; event_type: string }[];
    expect(delivery?.event_type).toBe('webhook.test');
    const one = await call('GET', `/webhooks/deliveries/${delivery!.id}`);
    expect(one.status, one.res.body).toBe(200);
    expect(one.body.data.id).toBe(delivery!.id);
    const resent = await call('POST', `/webhooks/deliveries/${delivery!.id}/resend`);
    expect(resent.status, resent.res.body).toBe(200);

    const disabled = await call('POST', `/webhooks/endpoints/${id}`, { enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    const deleted = await call('POST', `/webhooks/endpoints/${id}/delete`);
    expect(deleted.body.data).toEqual({ id });
    expect((await call('GET', '/webhooks/endpoints')).body.data.items).toEqual([]);
    // the key's acts are in the security log of the user the key belongs to
    expect((await eventKinds(t, m)).slice(0, 4)).toEqual([
      'webhook_endpoint_deleted',
      'webhook_endpoint_updated',
      'webhook_secret_rotated',
      'webhook_endpoint_updated',
    ]);
  });

  it('a key without the webhooks scope is refused with 40301 on every webhook route; the session stays', async () => {
    const m = await loggedInMerchant(t);
    const endpoint = await addEndpoint(t, m, URL);
    const key = await createKey(t, m, { scopes: ['read', 'orders'] });
    const call = withKey(t, key.token);
    const refusals = [
      ['GET', '/webhooks/endpoints'],
      ['POST', '/webhooks/endpoints'],
      ['POST', `/webhooks/endpoints/${endpoint.id}`],
      ['POST', `/webhooks/endpoints/${endpoint.id}/rotate-secret`],
      ['POST', `/webhooks/endpoints/${endpoint.id}/delete`],
      ['GET', `/webhooks/endpoints/${endpoint.id}/deliveries`],
      ['GET', `/webhooks/deliveries/${endpoint.id}`],
      ['POST', `/webhooks/deliveries/${endpoint.id}/resend`],
    ] as const;
    for (const [method, path] of refusals) {
      const res = await call(method, path, method === 'POST' ? {} : undefined);
      expect([res.status, res.body.code, res.body.reason], `${method} ${path}`).toEqual([
        403,
        PERMISSION_DENIED_CODE,
        'permission_denied',
      ]);
      expect(res.body.message).toBe('This API key lacks the "webhooks" scope this endpoint needs');
    }
    // nothing changed, and the console is still signed in
    const still = await as(t, m)('GET', '/webhooks/endpoints');
    expect(still.status).toBe(200);
    expect(still.body.data.items.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
  });

  it("a key of merchant A neither sees nor touches merchant B's endpoints and deliveries (404 as unknown)", async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    const theirs = await addEndpoint(t, b, URL);
    await as(t, b)('POST', `/webhooks/endpoints/${theirs.id}/test`);
    const [theirDelivery] = (await as(t, b)('GET', `/webhooks/endpoints/${theirs.id}/deliveries`)).body.data
      .items as { id: string }[];
    const call = withKey(t, (await createKey(t, a, { scopes: ['webhooks'] })).token);

    expect((await call('GET', '/webhooks/endpoints')).body.data.items).toEqual([]);
    const unknown = await call('POST', '/webhooks/endpoints/00000000-0000-4000-8000-000000000000/delete');
    for (const [method, path, body] of [
      ['POST', `/webhooks/endpoints/${theirs.id}`, { enabled: false }],
      ['POST', `/webhooks/endpoints/${theirs.id}/rotate-secret`, undefined],
      ['POST', `/webhooks/endpoints/${theirs.id}/delete`, undefined],
      ['POST', `/webhooks/endpoints/${theirs.id}/test`, undefined],
      ['GET', `/webhooks/endpoints/${theirs.id}/deliveries`, undefined],
      ['GET', `/webhooks/deliveries/${theirDelivery!.id}`, undefined],
      ['POST', `/webhooks/deliveries/${theirDelivery!.id}/resend`, undefined],
    ] as const) {
      const res = await call(method, path, body);
      expect([res.status, res.body.message], `${method} ${path}`).toEqual([404, unknown.body.message]);
    }
    const still = (await as(t, b)('GET', '/webhooks/endpoints')).body.data.items;
    expect(still).toMatchObject([{ id: theirs.id, enabled: true }]);
  });
});
