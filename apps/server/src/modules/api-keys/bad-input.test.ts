import { randomUUID } from 'node:crypto';
import { api, apiKeysApi } from '@mc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../testing/api-keys';
import { createTestApp, type TestApp } from '../../testing/harness';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let m: Actor;
let keyId: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await loggedInMerchant(t);
  keyId = (await createKey(t, m, { scopes: ['read'], name: 'kept' })).id;
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const routes = Object.values(apiKeysApi);
const url = (path: string, id = keyId) => `/api${path.replace(':id', id)}`;

/** Every key of the merchant as it is stored, and the security log's length. */
const snapshot = async () =>
  (
    await t.db.query<{ s: string }>(
      `SELECT concat_ws('|', (SELECT string_agg(row_to_json(k)::text, ',' ORDER BY id) FROM api_keys k),
         (SELECT count(*) FROM security_events)) AS s`,
    )
  )[0]!.s;

// Missing sessions, malformed JSON, unknown fields, wrong types and oversize values of these routes
// are tried with every settings route in ../settings/bad-input.test.ts; here, what is theirs alone.
describe('API key endpoints: bad input changes nothing and never answers 500', () => {
  it("are the settings area's, with a session only", () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/settings/api-keys',
      '/settings/api-keys',
      '/settings/api-keys/:id',
      '/settings/api-keys/:id/rotate',
      '/settings/api-keys/:id/revoke',
    ]);
    for (const r of routes) {
      expect(r.apiScope).toBeUndefined();
      expect(Object.values(api)).toContain(r);
    }
  });

  it('names the IP allow-list entry at fault, and each field with its message', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', scopes: ['read'] }, 'name', 'This field is required'],
      [{ name: 'x'.repeat(51), scopes: ['read'] }, 'name', 'Must be at most 50 characters'],
      [{ name: '<script>', scopes: ['read'] }, 'name', 'Contains characters that are not allowed'],
      [{ name: 'x', scopes: [] }, 'scopes', 'Choose at least one scope'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0', 'A scope is one of read, orders and payouts'],
      [{ name: 'x', scopes: 'read' }, 'scopes', 'This value has the wrong type'],
      [
        { name: 'x', scopes: ['read'], ip_allow: ['10.0.0.1', '10.0.0.300'] },
        'ip_allow.1',
        'Not a valid IPv4/IPv6 address or CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)',
      ],
      [
        { name: 'x', scopes: ['read'], ip_allow: ['2001:db8::/200'] },
        'ip_allow.0',
        'Not a valid IPv4/IPv6 address or CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)',
      ],
      [{ name: 'x', scopes: ['read'], ip_allow: [7] }, 'ip_allow.0', 'This value has the wrong type'],
      [
        { name: 'x', scopes: ['read'], ip_allow: Array(21).fill('10.0.0.1') },
        'ip_allow',
        'At most 20 entries in the IP allow-list',
      ],
      [{ name: 'x', scopes: ['read'], totp_code: '12' }, 'totp_code', 'The authenticator code is 6 digits'],
    ];
    for (const [body, field, message] of cases) {
      const res = await as(t, m)('POST', '/settings/api-keys', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.errors, JSON.stringify(body).slice(0, 60)).toContainEqual({ field, message });
    }
    const empty = await as(t, m)('POST', `/settings/api-keys/${keyId}`, {});
    expect(empty.body.errors).toEqual([{ field: 'body', message: 'Give a new name or a new IP allow-list' }]);
    const list = await as(t, m)('GET', '/settings/api-keys?limit=500');
    expect(list.status).toBe(422);
    const cursor = await as(t, m)('GET', '/settings/api-keys?cursor=nonsense');
    expect(cursor.status).toBe(422);
    expect(await snapshot()).toBe(before);
  });

  it("ids that are not this merchant's answer 404; ids that are not ids, 422", async () => {
    const before = await snapshot();
    for (const r of routes.filter((x) => x.path.includes(':id'))) {
      // a valid body, so that only the id is at fault (an update needs something to change)
      const body = r === apiKeysApi.updateApiKey ? { name: 'taken' } : {};
      const res = await t.call({
        method: r.method,
        url: url(r.path, randomUUID()),
        headers: bearer(m.token),
        ...(r.body ? { payload: body } : {}),
      });
      expect(res.status, r.path).toBe(404);
      const notId = await t.call({
        method: r.method,
        url: url(r.path, encodeURIComponent("1' OR '1'='1")),
        headers: bearer(m.token),
        ...(r.body ? { payload: {} } : {}),
      });
      expect(notId.status, r.path).toBe(422);
    }
    expect(await snapshot()).toBe(before);
  });
});
