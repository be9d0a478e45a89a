import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACT_PATHS } from './platform/logger';
import { totpCodeAt } from './platform/totp';
import { createTestApp, type TestApp } from './testing/harness';
import {
  bearer,
  bindAuthenticator,
  loggedInMerchant,
  login,
  mailedCode,
  registration,
  STRONG_PASSWORD,
  sendCode,
  uniqueEmail,
} from './testing/scenarios';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('sets security headers on every answer', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: '成功',
      data: { status: 'ok', database: expect.any(String), faucet: expect.any(Boolean) },
    });
    const csp = String(res.res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // errors and unknown routes carry them too
    const missing = await t.call({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.status).toBe(404);
    expect(String(missing.res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(missing.res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every request an id, keeping a well-formed one from the caller', async () => {
    const own = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(own.res.headers['x-request-id']).toBe('trace-12345678');
    const injected = await t.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nnewline' },
    });
    expect(injected.res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the contract at /api/docs', async () => {
    const spec = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(spec.status).toBe(200);
    const doc = spec.res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/merchant/login',
        '/api/merchant/register',
        '/api/merchant/send-code',
        '/api/merchant/info',
      ]),
    );
    expect(
      doc.paths['/api/merchant/register'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(
      expect.arrayContaining([
        'merchant_name',
        'merchant_type',
        'email',
        'password',
        'password_confirmation',
        'code',
      ]),
    );
    const ui = await t.call({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.status);
  });
});

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    const local = await createTestApp({ LOG_LEVEL: 'trace' }, { logger });
    const clock = local.clock;
    try {
      const email = uniqueEmail();
      await sendCode(local, email);
      const code = await mailedCode(local, email);
      await local.call({ method: 'POST', url: '/api/merchant/register', payload: registration(email, code) });
      const m = await loggedInMerchant(local);
      const secret = await bindAuthenticator(local, m.token);
      const totp = totpCodeAt(secret, clock.now());
      const ok = await login(local, m.email, STRONG_PASSWORD, totp);
      await local.call({ method: 'GET', url: '/api/merchant/info', headers: bearer(ok.body.data.token) });
      const all = lines.join('');
      expect(all.length).toBeGreaterThan(1000);
      for (const secretText of [STRONG_PASSWORD, code, m.token, ok.body.data.token, secret, totp]) {
        expect(all).not.toContain(secretText);
      }
    } finally {
      await local.close();
    }
  });
});

describe('console serving', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

  it('serves files, falls back to index.html for console routes, keeps API 404s as JSON', async () => {
    const s = await createTestApp({ WEB_DIST: dist });
    try {
      const deep = await s.call({
        method: 'GET',
        url: '/receive/account?tab=2',
        headers: { accept: 'text/html' },
      });
      expect(deep.status).toBe(200);
      expect(deep.res.headers['content-type']).toContain('text/html');
      expect(deep.res.body).toContain('<title>console</title>');
      const asset = await s.call({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.res.headers['cache-control']).toContain('immutable');
      const api = await s.call({ method: 'GET', url: '/api/unknown' });
      expect(api.status).toBe(404);
      expect(api.body.code).toBe(404);
    } finally {
      await s.close();
    }
  });
});
