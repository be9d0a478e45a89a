import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../testing/app-hooks';

const t = appPerFile();

const LONG = 'a'.repeat(150);
const json = { 'content-type': 'application/json' };

/** Every error the framework can raise before a route's own code, and what each must answer. */
const CASES: { name: string; request: InjectOptions; status: number; en: string; allow?: string }[] = [
  {
    name: 'a path parameter over the router limit',
    request: { method: 'GET', url: `/api/receipt-orders/${LONG}` },
    status: 414,
    en: 'A value in the request address is too long',
  },
  {
    name: 'a public page parameter over the router limit',
    request: { method: 'GET', url: `/api/public/orders/${LONG}` },
    status: 414,
    en: 'A value in the request address is too long',
  },
  {
    name: 'an address that does not decode',
    request: { method: 'GET', url: '/api/receipt-orders/%E0%A4%A' },
    status: 400,
    en: 'The request address is not valid',
  },
  {
    name: 'a body over the limit',
    request: {
      method: 'POST',
      url: '/api/merchant/login',
      headers: json,
      payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
    },
    status: 413,
    en: 'The request body is too large',
  },
  {
    name: 'a body that is not JSON by its type',
    request: {
      method: 'POST',
      url: '/api/merchant/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    },
    status: 415,
    en: 'Unsupported content type',
  },
  {
    name: 'malformed JSON',
    request: { method: 'POST', url: '/api/merchant/login', headers: json, payload: '{"email":' },
    status: 400,
    en: 'The request body is not valid JSON',
  },
  {
    name: 'an empty JSON body',
    request: { method: 'POST', url: '/api/merchant/login', headers: json, payload: '' },
    status: 400,
    en: 'The request body is not valid JSON',
  },
  {
    name: 'an unknown API address',
    request: { method: 'GET', url: '/api/no-such-thing/secret-path-segment' },
    status: 404,
    en: 'No such API endpoint',
  },
  {
    name: 'a method an API address does not take',
    request: { method: 'DELETE', url: '/api/merchant/login' },
    status: 405,
    en: 'This address does not take this request method',
    allow: 'POST',
  },
  {
    name: 'a method an address with a parameter does not take',
    request: { method: 'PUT', url: '/api/receipt-orders/0b5e3f1e-2c4d-4e7a-9b1c-3d5e7f9a1b2c' },
    status: 405,
    en: 'This address does not take this request method',
    allow: 'GET, HEAD',
  },
  {
    name: 'a write to a page of the console',
    request: { method: 'POST', url: '/index/secret-page' },
    status: 405,
    en: 'This address does not take this request method',
    allow: 'GET, HEAD',
  },
];

describe('every error in the envelope', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.status} in the envelope, in the caller's language, without the address`, async () => {
      for (const [lang, message] of [
        ['en', c.en],
        ['zh-CN', null],
      ] as const) {
        const res = await t.app.inject({
          ...c.request,
          headers: { ...(c.request.headers as Record<string, string>), 'accept-language': lang },
        });
        expect(res.statusCode, res.body).toBe(c.status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
        expect(body.code).toBe(c.status);
        expect(body.data).toBeNull();
        if (message) expect(body.message).toBe(message);
        else expect(body.message).toMatch(/[\u4e00-\u9fff]/);
        const path = String(c.request.url).split('?')[0] ?? '';
        const lastSegment = path.split('/').pop() ?? '';
        expect(res.body).not.toContain(path);
        if (lastSegment.length > 3) expect(res.body).not.toContain(lastSegment);
        expect(res.body).not.toMatch(/FST_|fastify|stack|SELECT|node_modules/i);
        if (c.allow) expect(res.headers.allow).toBe(c.allow);
      }
    });
  }
});
