import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/harness';
import { bearer, loggedInMerchant, registration, uniqueEmail } from '../../testing/scenarios';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loggedInMerchant(t)).token;
});
afterAll(() => t.close());

const counts = async () => {
  const rows = await t.db.query<{ m: bigint; s: bigint; c: bigint }>(
    `SELECT (SELECT count(*) FROM merchants) AS m, (SELECT count(*) FROM sessions) AS s,
            (SELECT count(*) FROM email_codes) AS c`,
  );
  return rows[0];
};

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
  });

const PUBLIC_POSTS = ['/api/merchant/send-code', '/api/merchant/register', '/api/merchant/login'];
const AUTHED_POSTS = ['/api/merchant/totp/enable', '/api/merchant/totp/disable'];

const SQL_AND_SCRIPT = [
  "'; DROP TABLE merchants; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
];

const UNICODE_EMAILS = [
  'аdmin@example.com', // Cyrillic a
  'admin\u200b@example.com', // zero-width space
  'admin@exam\u202eple.com', // right-to-left override
  'admin＠example.com', // fullwidth at sign
  'admin@example.com\u0000',
  'ad min@example.com',
  'admin@@example.com',
  'admin..x@example.com',
];

describe('bad input changes nothing and never answers 500', () => {
  it('malformed JSON answers 400 with a clear message', async () => {
    const before = await counts();
    for (const url of [...PUBLIC_POSTS, ...AUTHED_POSTS]) {
      const res = await post(url, '{"email": "a@b.co",', bearer(token));
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('The request body is not valid JSON');
    }
    expect(await counts()).toEqual(before);
  });

  it('wrong types, missing and unknown fields answer 422 naming the field', async () => {
    const wrongTypes = await post('/api/merchant/login', { email: 42, password: ['x'] });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual([
      { field: 'email', message: 'This value has the wrong type' },
      { field: 'password', message: 'This value has the wrong type' },
    ]);
    const missing = await post('/api/merchant/login', {});
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['email', 'password']);
    const extra = await post('/api/merchant/login', { email: 'a@b.co', password: 'x', is_admin: true });
    expectFieldError(extra, 'is_admin', 'Unknown field');
    const arrayBody = await post('/api/merchant/register', [1, 2]);
    expect(arrayBody.status).toBe(422);
    const nullBody = await post('/api/merchant/send-code', 'null');
    expect(nullBody.status).toBe(422);
  });

  it('a 10 MB body answers 413', async () => {
    const before = await counts();
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10 * 1024 * 1024) });
    const res = await post('/api/merchant/login', big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large');
    expect(await counts()).toEqual(before);
  });

  it('oversize fields answer 422', async () => {
    const res = await post(
      '/api/merchant/register',
      registration(`${'a'.repeat(250)}@example.com`, '123456', {
        merchant_name: 'N'.repeat(65),
        token: 't'.repeat(2049),
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'merchant_name', 'token']);
  });

  it('a non-JSON content type answers 415', async () => {
    const res = await post('/api/merchant/login', 'email=a', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('unicode tricks in emails are refused', async () => {
    const before = await counts();
    for (const email of UNICODE_EMAILS) {
      for (const url of ['/api/merchant/send-code', '/api/merchant/login']) {
        const payload = url.endsWith('send-code')
          ? { email, purpose: 'register' }
          : { email, password: 'whatever1' };
        const res = await post(url, payload);
        expect(res.status, `${url} ${JSON.stringify(email)}`).toBe(422);
        // a control character is refused as such, before the address's own rule
        const message = /\p{Cc}/u.test(email)
          ? 'Contains characters that are not allowed'
          : 'Enter a valid email address';
        expect(res.body.errors?.[0]).toEqual({ field: 'email', message });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('SQL and script fragments in every text field get a 4xx', async () => {
    const before = await counts();
    const fields = ['merchant_name', 'merchant_type', 'email', 'code', 'token'] as const;
    for (const fragment of SQL_AND_SCRIPT) {
      for (const field of fields) {
        const res = await post(
          '/api/merchant/register',
          registration(uniqueEmail(), '123456', { [field]: fragment }),
        );
        expect(res.status, `${field}=${fragment}`).toBe(422);
        expect(res.body.errors?.map((e) => e.field)).toContain(field);
      }
      // passwords are opaque: a fragment is a (wrong) password, never a query
      const pw = await post('/api/merchant/login', { email: 'someone@example.com', password: fragment });
      expect(pw.status).toBe(401);
      const code = await post('/api/merchant/totp/enable', { code: fragment }, bearer(token));
      expect(code.status).toBe(422);
      const purpose = await post('/api/merchant/send-code', { email: 'a@b.co', purpose: fragment });
      expect(purpose.status).toBe(422);
    }
    const mailbox = await t.call({
      method: 'GET',
      url: `/api/dev/mailbox?email=${encodeURIComponent("x' OR 1=1 --")}`,
    });
    expect(mailbox.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('unknown API paths answer a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/merchant/nope' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});
