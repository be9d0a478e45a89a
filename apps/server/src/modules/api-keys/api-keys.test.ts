import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, eventKinds, nextTotp, withAuthenticator } from '../../testing/settings';

const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

const orders = (token: string) => withKey(t, token)('GET', '/receipt-orders');

describe('creating a key', () => {
  it('answers the key id and the secret once; the list never shows the secret; the log has it', async () => {
    const m = await loggedInMerchant(t);
    const res = await as(t, m)('POST', '/settings/api-keys', {
      name: ' Shop backend ',
      scopes: ['orders', 'read'],
      ip_allow: ['203.0.113.7', '10.0.0.0/8'],
    });
    expect(res.status, res.res.body).toBe(200);
    const key = res.body.data;
    expect(key).toMatchObject({
      name: 'Shop backend',
      scopes: ['read', 'orders'],
      ip_allow: ['203.0.113.7', '10.0.0.0/8'],
      status: 'active',
      last_used_at: null,
      rotated_at: null,
      revoked_at: null,
    });
    expect(key.key_id).toMatch(/^mck_[0-9A-Za-z]{20}$/);
    expect(key.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.token).toBe(`${key.key_id}.${key.secret}`);

    const list = await as(t, m)('GET', '/settings/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toEqual({
      id: key.id,
      key_id: key.key_id,
      name: 'Shop backend',
      scopes: ['read', 'orders'],
      ip_allow: ['203.0.113.7', '10.0.0.0/8'],
      status: 'active',
      created_at: key.created_at,
      last_used_at: null,
      rotated_at: null,
      revoked_at: null,
    });
    expect(list.res.body).not.toContain(key.secret);
    // only the secret's SHA-256 is stored
    const stored = await t.db.query<{ row: string }>(
      'SELECT row_to_json(k)::text AS row FROM api_keys k WHERE id = $1',
      [key.id],
    );
    expect(stored[0]!.row).not.toContain(key.secret);
    expect((await eventKinds(t, m))[0]).toBe('api_key_created');
  });

  it('with an authenticator bound: 428 totp_required without the code, 422 when wrong, then made', async () => {
    const m = await withAuthenticator(t);
    const body = { name: 'ci', scopes: ['read'] };
    const missing = await as(t, m)('POST', '/settings/api-keys', body);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({
      reason: 'totp_required',
      message: 'Enter the code from your authenticator',
    });
    const wrong = await as(t, m)('POST', '/settings/api-keys', { ...body, totp_code: '000000' });
    expectFieldError(wrong, 'totp_code', 'The authenticator code is wrong or was already used');
    const made = await as(t, m)('POST', '/settings/api-keys', { ...body, totp_code: nextTotp(t, m) });
    expect(made.status, made.res.body).toBe(200);
  });

  it('a key of the payouts scope needs a bound authenticator (428 authenticator_required)', async () => {
    const m = await loggedInMerchant(t);
    const res = await as(t, m)('POST', '/settings/api-keys', { name: 'payouts', scopes: ['payouts'] });
    expect(res.status).toBe(428);
    expect(res.body).toMatchObject({
      reason: 'authenticator_required',
      message: 'A key with the payouts scope needs a bound authenticator',
    });
    const list = await as(t, m)('GET', '/settings/api-keys');
    expect(list.body.data.items).toEqual([]);
  });

  it('at most 10 active keys: the 11th is 409 until one is revoked', async () => {
    const m = await loggedInMerchant(t);
    const made = [];
    for (let i = 0; i < 10; i++) {
      made.push(await createKey(t, m, { scopes: ['read'], name: `key ${i}` }));
      t.clock.advance(1000);
    }
    const over = await as(t, m)('POST', '/settings/api-keys', { name: 'one more', scopes: ['read'] });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('At most 10 active API keys: revoke one you no longer use first');
    await as(t, m)('POST', `/settings/api-keys/${made[3]!.id}/revoke`);
    const again = await as(t, m)('POST', '/settings/api-keys', { name: 'one more', scopes: ['read'] });
    expect(again.status).toBe(200);
    // revoked keys stay listed, newest first, in cursor pages
    const first = await as(t, m)('GET', '/settings/api-keys?limit=6');
    expect(first.body.data.items).toHaveLength(6);
    expect(first.body.data.items[0].name).toBe('one more');
    const rest = await as(t, m)('GET', `/settings/api-keys?limit=6&cursor=${first.body.data.next_cursor}`);
    expect(rest.body.data.has_more).toBe(false);
    const all = [...first.body.data.items, ...rest.body.data.items];
    expect(all).toHaveLength(11);
    expect(
      all.filter((k: { status: string }) => k.status === 'revoked').map((k: { id: string }) => k.id),
    ).toEqual([made[3]!.id]);
  });
});

describe('rotating, editing and revoking', () => {
  it('rotating answers a new secret once; the old one answers 401 at once', async () => {
    const m = await withAuthenticator(t);
    const key = await createKey(t, m, { scopes: ['read'] });
    expect((await orders(key.token)).status).toBe(200);
    const noCode = await as(t, m)('POST', `/settings/api-keys/${key.id}/rotate`, {});
    expect(noCode.status).toBe(428);
    expect(noCode.body.reason).toBe('totp_required');
    const res = await as(t, m)('POST', `/settings/api-keys/${key.id}/rotate`, { totp_code: nextTotp(t, m) });
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data.key_id).toBe(key.key_id);
    expect(res.body.data.secret).not.toBe(key.secret);
    expect(res.body.data.rotated_at).toBe(t.clock.now().toISOString());
    expect((await orders(key.token)).status).toBe(401);
    expect((await orders(res.body.data.token)).status).toBe(200);
    expect((await eventKinds(t, m))[0]).toBe('api_key_rotated');
  });

  it('editing renames and replaces the allow-list; a revoked key can be neither edited nor rotated (409)', async () => {
    const m = await loggedInMerchant(t);
    const key = await createKey(t, m, { scopes: ['read'], ip_allow: ['198.51.100.1'] });
    const renamed = await as(t, m)('POST', `/settings/api-keys/${key.id}`, { name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', ip_allow: ['198.51.100.1'] });
    const opened = await as(t, m)('POST', `/settings/api-keys/${key.id}`, { ip_allow: [] });
    expect(opened.body.data).toMatchObject({ name: 'Renamed', ip_allow: [] });
    expect((await eventKinds(t, m)).slice(0, 2)).toEqual(['api_key_updated', 'api_key_updated']);

    const revoked = await as(t, m)('POST', `/settings/api-keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revoked_at: t.clock.now().toISOString() });
    const edit = await as(t, m)('POST', `/settings/api-keys/${key.id}`, { name: 'x' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This API key is revoked');
    expect((await as(t, m)('POST', `/settings/api-keys/${key.id}/rotate`, {})).status).toBe(409);
  });

  it('revoking: calls answer 401 from then on; revoking again answers the key and logs nothing', async () => {
    const m = await loggedInMerchant(t);
    const key = await createKey(t, m, { scopes: ['read'] });
    expect((await orders(key.token)).status).toBe(200);
    await as(t, m)('POST', `/settings/api-keys/${key.id}/revoke`);
    const after = await orders(key.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, message: 'Not authorised, please log in', data: null });
    const again = await as(t, m)('POST', `/settings/api-keys/${key.id}/revoke`);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('revoked');
    expect((await eventKinds(t, m)).filter((k) => k === 'api_key_revoked')).toHaveLength(1);
  });

  it("another merchant's key is 404 for every action and is not listed", async () => {
    const key = await createKey(t, a, { scopes: ['read'] });
    for (const [path, body] of [
      [`/settings/api-keys/${key.id}`, { name: 'mine now' }],
      [`/settings/api-keys/${key.id}/rotate`, {}],
      [`/settings/api-keys/${key.id}/revoke`, undefined],
    ] as const) {
      const res = await as(t, b)('POST', path, body);
      expect(res.status, path).toBe(404);
    }
    const listed = await as(t, b)('GET', '/settings/api-keys');
    expect(listed.body.data.items.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await orders(key.token)).status).toBe(200);
  });

  it('a key cannot manage keys: the settings routes take a session only (403)', async () => {
    const key = await createKey(t, a, { scopes: ['read', 'orders'] });
    const call = withKey(t, key.token);
    for (const [method, path] of [
      ['GET', '/settings/api-keys'],
      ['POST', `/settings/api-keys/${key.id}/revoke`],
    ] as const) {
      const res = await call(method, path);
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('This endpoint takes a login session only; an API key cannot call it');
    }
    expect((await orders(key.token)).status).toBe(200);
  });
});
