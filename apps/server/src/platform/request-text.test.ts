import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../testing/api-operations';
import { appPerFile } from '../testing/app-hooks';
import { loggedInOperator } from '../testing/ops';
import { type RawAnswer, rawRequest } from '../testing/raw-http';
import { bearer, loggedInMerchant } from '../testing/scenarios';

// No text of a request reaches the database with a control character in it (PostgreSQL refuses NUL):
// every query parameter and body field of every operation is sent one, and each is refused with 422
// naming it. What Node's parser refuses before any route runs is answered in the envelope too.
const t = appPerFile();

const CONTROLS = ['a\u0000b', '\u0007', 'x\u001b[31m', '\u0085'];
const isEnvelope = (body: unknown): body is { errors?: { field: string }[] } =>
  typeof body === 'object' && body !== null && 'code' in body && 'message' in body && 'data' in body;

describe('control characters in request text', () => {
  it('every query parameter and body field refuses them with 422 naming the field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const merchant = await loggedInMerchant(t);
    const operator = await loggedInOperator(t);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operationsOf(doc)) {
      // a path parameter is the record's id: a made-up one answers before any field is read
      const url = op.path.replace(/\{[^}]+\}/g, '0b5e3f1e-2c4d-4e7a-9b1c-3d5e7f9a1b2c');
      const cases = [
        ...op.params.filter((p) => p.in === 'query').map((p) => ({ field: p.name, query: p.name })),
        ...op.fields.map((f) => ({ field: f, query: null })),
      ];
      for (const [i, c] of cases.entries()) {
        const text = CONTROLS[i % CONTROLS.length]!;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: c.query ? `${url}?${c.query}=${encodeURIComponent(text)}` : url,
          headers: {
            ...bearer(op.path.startsWith('/api/ops/') ? operator.token : merchant.token),
            'idempotency-key': `control-${sent}`,
            'accept-language': 'en',
          },
          ...(c.query === null ? { payload: { [c.field]: text } } : {}),
        });
        sent++;
        const where = `${op.method} ${op.path} ${c.field} → ${res.statusCode}`;
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        const body = json ? res.json() : null;
        if (res.statusCode >= 500 || !isEnvelope(body)) failures.push(`${where}: ${res.body.slice(0, 160)}`);
        else if (res.statusCode === 422) {
          const named = body.errors?.find((e) => e.field === c.field);
          const pathOnly = body.errors?.every((e) =>
            op.params.some((p) => p.in === 'path' && p.name === e.field),
          );
          if (!named && !pathOnly)
            failures.push(`${where} does not name the field: ${res.body.slice(0, 160)}`);
        } else if (res.statusCode !== 404 && res.statusCode !== 403) {
          failures.push(`${where}: not refused`);
        }
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  }, 90_000);

  it('the history search answers 422 on a NUL byte, in the caller’s language', async () => {
    const merchant = await loggedInMerchant(t);
    for (const url of ['/api/history?q=%00', '/api/history/export?format=csv&q=%00']) {
      const res = await t.call({
        method: 'GET',
        url,
        headers: {
          ...bearer(merchant.token),
          'accept-language': 'en',
        },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'q', message: 'Contains characters that are not allowed' }]);
    }
  });
});

describe('errors Node refuses before a route runs', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
  const CASES: [string, () => string | Buffer, number][] = [
    ['headers over the size limit (a 20 KB query)', () => get(`/api/history?q=${'a'.repeat(20_000)}`), 431],
    ['one header over the size limit', () => get('/api/health', `x-big: ${'b'.repeat(20_000)}\r\n`), 431],
    ['a request line that does not parse', () => 'HELLO THERE\r\n\r\n', 400],
    ['a raw NUL byte in the address', () => Buffer.from(get('/api/history?q=\u0000'), 'latin1'), 400],
    ['a header name with a space', () => get('/api/health', 'bad header: 1\r\n'), 400],
    [
      'both Content-Length and Transfer-Encoding',
      () =>
        'POST /api/merchant/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['an HTTP version the server does not speak', () => 'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n', 400],
    ['an Expect the server cannot meet', () => get('/api/health', 'Expect: 200-ok\r\n'), 417],
    ['a CONNECT', () => 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  ];

  it.each(CASES)('%s: answered in the envelope', async (_name, bytes, status) => {
    const answer = (await rawRequest(port, bytes())) as RawAnswer;
    expect(answer?.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ code: status, data: null });
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('random bytes in the request line and headers: never a 5xx, never outside the envelope', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_128);
    const bytes = fc
      .uint8Array({ minLength: 1, maxLength: 40 })
      .map((b) => Buffer.from(b).toString('latin1'));
    const targets = [
      '/api/history?q=',
      '/api/merchant/login?',
      '/api/receipt-orders/',
      '/payment?order=',
      '/',
    ];
    const requests = fc.sample(
      fc.record({ where: fc.integer({ min: 0, max: 3 }), target: fc.constantFrom(...targets), junk: bytes }),
      { seed, numRuns: 120 },
    );
    const failures: string[] = [];
    let answered = 0;
    for (const { where, target, junk } of requests) {
      const line = where === 0 ? `GET ${target}${junk} HTTP/1.1` : `GET ${target} HTTP/1.1`;
      const header = where === 1 ? `x-junk: ${junk}` : where === 2 ? `${junk}: 1` : 'accept: */*';
      const head = `${where === 3 ? junk : ''}${line}\r\nHost: 127.0.0.1\r\n${header}\r\nConnection: close\r\n\r\n`;
      const answer = await rawRequest(port, Buffer.from(head, 'latin1'), 2_000);
      if (!answer) continue; // the server may close a connection that never formed a request
      answered++;
      const json = (answer.headers['content-type'] ?? '').startsWith('application/json');
      const where_ = `${JSON.stringify(head.slice(0, 80))} → ${answer.status}`;
      if (answer.status >= 500) failures.push(where_);
      else if (
        target.startsWith('/api/') &&
        answer.status >= 400 &&
        !(json && isEnvelope(JSON.parse(answer.body)))
      )
        failures.push(`${where_} outside the envelope`);
    }
    expect(answered).toBeGreaterThan(requests.length / 2);
    expect(failures).toEqual([]);
  }, 120_000);
});
