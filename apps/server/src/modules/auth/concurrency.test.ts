import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { mailedCode, registration, sendCode, uniqueEmail } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

// On PostgreSQL these requests really run at once on a pool of connections.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`concurrent requests (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 simultaneous send-code calls for one address mail exactly one code', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => sendCode(t, email)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const rows = await t.db.query('SELECT id FROM email_codes WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('20 simultaneous registrations with one code create exactly one merchant', async () => {
    const email = uniqueEmail('race');
    await sendCode(t, email);
    const code = await mailedCode(t, email);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/merchant/register',
          payload: registration(i % 2 ? email : email.toUpperCase(), code),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const rows = await t.db.query('SELECT id FROM merchants WHERE lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(1);
  });
});
