import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appWithBuiltConsole } from '../testing/built-console';
import { acceptsBrotli } from './static-console';

const served = appWithBuiltConsole();

const get = (url: string, encoding?: string) =>
  served.app().app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('console files', () => {
  it('sends a hashed asset as brotli when accepted, cached for a year, varying by Accept-Encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log(');
  });

  it('sends gzip to a browser without brotli and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log(');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log(');
  });

  it('sends a hashed file without the headers meant for documents, a document with them', async () => {
    const file = await get('/assets/app-abc123.js', 'br');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(file.headers[name]).toBeUndefined();
    // no such file: the console's page answers, a document with its headers
    for (const url of ['/assets/missing-1.js', '/login']) {
      const page = await get(url, 'br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers index.html for console routes compressed and always revalidated', async () => {
    for (const url of ['/index.html', '/login', '/payment?order=1']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>console</title>');
    }
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB and more, as the caller accepts', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/docs/json', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(JSON.parse(res.body).code).toBe(200);
  });

  it('does not take compressed request bodies', async () => {
    const res = await served.app().app.inject({
      method: 'POST',
      url: '/api/merchant/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('page preloads', () => {
  it("names a page's chunks and styles in its index.html's head, answered 304 while unchanged", async () => {
    const res = await get('/index?tab=week', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.link).toBeUndefined();
    const html = brotliDecompressSync(res.rawPayload).toString();
    // compressed once at the best quality, as the build compresses its files: not per answer
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(res.rawPayload.equals(best)).toBe(true);
    expect(res.headers.vary).toContain('accept-encoding');
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const gzipped = await get('/index', accept);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
    }
    // the page as the build wrote it (its style sheet linked, never written into it) with the
    // preloads at the end of its head
    expect(html).toContain(
      '<title>console</title><link rel="stylesheet" crossorigin href="/assets/index-c3.css">  <link rel="modulepreload" crossorigin href="/assets/OverviewPage-a1.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/Layout-b2.css">\n  </head>',
    );
    expect(html).not.toContain('<style>');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await served
      .app()
      .app.inject({ method: 'GET', url: '/index', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // a page without preloads is the file as the build wrote it, its style sheet linked
    const other = await get('/history');
    expect(other.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    // a new build of the page makes it again
    fs.writeFileSync(
      path.join(served.dist(), 'index.html'),
      '<!doctype html><head><title>new</title></head>',
    );
    fs.utimesSync(path.join(served.dist(), 'index.html'), new Date(), new Date(Date.now() + 5000));
    const rebuilt = await served
      .app()
      .app.inject({ method: 'GET', url: '/index', headers: { 'if-none-match': etag } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('<title>new</title>  <link rel="modulepreload"');
  });

  it('writes none into other pages', async () => {
    const res = await get('/history');
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(res.body).not.toContain('modulepreload');
  });

  it('answers the page as the others while a build has taken its index.html away', async () => {
    fs.rmSync(path.join(served.dist(), 'index.html'));
    const [page, other] = [await get('/index'), await get('/history')];
    expect(page.statusCode).toBe(other.statusCode);
    expect(page.statusCode).toBeLessThan(500);
    expect(page.body).toBe(other.body);
  });
});

describe('Accept-Encoding', () => {
  it('names brotli unless its weight is zero', () => {
    for (const header of ['br', 'gzip, deflate, br', 'br;q=0.5, gzip', 'BR ; q=1']) {
      expect(acceptsBrotli(header)).toBe(true);
    }
    for (const header of [undefined, '', 'gzip', 'br;q=0', 'br; q=0.0, gzip', 'brotli']) {
      expect(acceptsBrotli(header)).toBe(false);
    }
  });
});
