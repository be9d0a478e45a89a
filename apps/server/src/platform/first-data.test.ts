import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appWithBuiltConsole } from '../testing/built-console';
import { bearer, loggedInMerchant } from '../testing/scenarios';
import { firstDataElement } from './first-data';

const served = appWithBuiltConsole();

const page = (cookie?: string, encoding = 'gzip, br') =>
  served.app().app.inject({
    method: 'GET',
    url: '/index',
    headers: { 'accept-encoding': encoding, ...(cookie === undefined ? {} : { cookie }) },
  });

/** The answers written into a page, or null. */
function firstData(html: string): Record<string, { merchant_id?: string; balances?: unknown }> | null {
  const m = /<script id="mc-first-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1] ?? 'null') : null;
}

describe('the overview sent with its first answers', () => {
  it('carries the merchant info and the overview of the session in its cookie, for that request alone', async () => {
    const m = await loggedInMerchant(served.app());
    const res = await page(`lang=en; token=${m.token}; uuid=u`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers.etag).toBeUndefined();
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<title>console</title>');
    const data = firstData(html);
    expect(data?.['/merchant/info']?.merchant_id).toBe(m.merchantId);
    // the same answers the API gives the console
    const overview = await served
      .app()
      .call({ method: 'GET', url: '/api/overview', headers: bearer(m.token) });
    expect(data?.['/overview']).toEqual(overview.body.data);
    // a browser without brotli: compressed by the plugin
    const gzip = await page(`token=${m.token}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('is the page as built, with its entity tag, without a session or with one the API refuses', async () => {
    for (const cookie of [
      undefined,
      'lang=cn',
      'token=undefined',
      'token=not-a-session',
      `token=${'x'.repeat(5000)}`,
    ]) {
      const res = await page(cookie, 'identity');
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeTruthy();
      expect(res.body).toContain('<title>console</title>');
      expect(firstData(res.body)).toBeNull();
    }
    // a malformed cookie header is no session, not an error
    const odd = await page('token=%E0%A4%A; =; ;;', 'identity');
    expect(odd.statusCode).toBe(200);
    expect(firstData(odd.body)).toBeNull();
  });

  it('is written so that no text in the answers can close its element', () => {
    const element = firstDataElement({
      '/merchant/info': { merchant_name: '</script><script>alert(1)</script>' },
    });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({
      '/merchant/info': { merchant_name: '</script><script>alert(1)</script>' },
    });
  });
});
