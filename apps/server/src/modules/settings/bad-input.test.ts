import { randomUUID } from 'node:crypto';
import { api } from '@mc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loggedInMerchant(t)).token;
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const settingsRoutes = Object.values(api).filter((r) => r.tag === 'settings');
const posts = settingsRoutes.filter((r) => r.method === 'POST');
const withBody = posts.filter((r) => r.body !== undefined);
const url = (path: string) => `/api${path.replace(':id', randomUUID())}`;

const snapshot = async () =>
  (
    await t.db.query<{ n: string }>(
      `SELECT concat_ws(',', (SELECT count(*) FROM bank_accounts), (SELECT count(*) FROM payees),
         (SELECT count(*) FROM payment_passwords), (SELECT count(*) FROM recovery_codes),
         (SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL),
         (SELECT max(updated_at) FROM merchants),
         (SELECT string_agg(row_to_json(k)::text, ',' ORDER BY id) FROM api_keys k)) AS n`,
    )
  )[0]!.n;

const post = (path: string, payload: string | object) =>
  t.call({
    method: 'POST',
    url: url(path),
    payload,
    headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': 'en' },
  });

describe('settings endpoints: bad input changes nothing and never answers 500', () => {
  it('covers every settings route', () => {
    expect(settingsRoutes.length).toBeGreaterThanOrEqual(20);
    expect(withBody.map((r) => r.path)).toContain('/merchant/bank-accounts');
    expect(withBody.map((r) => r.path)).toContain('/settings/api-keys');
  });

  it('answers 401 without a session', async () => {
    for (const r of settingsRoutes) {
      const res = await t.call({ method: r.method, url: url(r.path) });
      expect(res.status, r.path).toBe(401);
    }
  });

  it('malformed JSON: 400 with a clear message', async () => {
    const before = await snapshot();
    for (const r of withBody) {
      const res = await post(r.path, '{"password": ');
      expect(res.status, r.path).toBe(400);
      expect(res.body.message).toBe('The request body is not valid JSON');
    }
    expect(await snapshot()).toBe(before);
  });

  it('unknown fields, wrong types, oversize values and non-objects: 422 naming the field', async () => {
    const before = await snapshot();
    for (const r of withBody) {
      const unknown = await post(r.path, { is_admin: true });
      expect(unknown.status, r.path).toBe(422);
      expect(unknown.body.errors, r.path).toContainEqual({ field: 'is_admin', message: 'Unknown field' });
      for (const body of ['[1,2]', 'null', '"text"', '42']) {
        const res = await post(r.path, body);
        expect(res.status, `${r.path} ${body}`).toBe(422);
        expect(res.body.errors?.[0]?.field, `${r.path} ${body}`).toBe('body');
      }
      const fields = Object.keys((r.body as unknown as { shape?: object }).shape ?? {});
      for (const field of fields) {
        const wrong = await post(r.path, { [field]: { nested: true } });
        expect(wrong.status, `${r.path} ${field}`).toBe(422);
        expect(
          wrong.body.errors?.some((e) => e.field === field),
          `${r.path} ${field}`,
        ).toBe(true);
        const huge = await post(r.path, { [field]: 'x'.repeat(5000) });
        expect(huge.status, `${r.path} ${field}`).toBe(422);
        expect(
          huge.body.errors?.some((e) => e.field === field),
          `${r.path} huge ${field}`,
        ).toBe(true);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("ids that are not this merchant's answer 404; ids that are not ids, 422", async () => {
    for (const r of settingsRoutes.filter((x) => x.path.includes(':id'))) {
      const body = r.method === 'POST' && r.body ? {} : undefined;
      const res = await t.call({
        method: r.method,
        url: url(r.path),
        headers: bearer(token),
        ...(body ? { payload: body } : {}),
      });
      // an empty body fails validation first (422); without one the unknown id is 404
      expect([404, 422], r.path).toContain(res.status);
      if (!r.body) expect(res.status, r.path).toBe(404);
      const notId = await t.call({
        method: r.method,
        url: `/api${r.path.replace(':id', encodeURIComponent("1' OR '1'='1"))}`,
        headers: bearer(token),
      });
      expect(notId.status, r.path).toBe(422);
    }
  });
});
