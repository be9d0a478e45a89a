import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../testing/app-hooks';
import { createAccount } from '../testing/collection';
import { buildPublicRender } from '../testing/public-render';
import { createOrder } from '../testing/receiving';

const render = buildPublicRender();
afterAll(() => render.remove());
// the build's list of what /payment loads beyond its entry
fs.mkdirSync(path.join(render.dist, '.vite'));
fs.writeFileSync(
  path.join(render.dist, '.vite/page-preloads.json'),
  JSON.stringify({ '/payment': ['/assets/paymentPage-a1.js', '/assets/usePublicOrder-b2.css'] }),
);
fs.mkdirSync(path.join(render.dist, 'assets'));
fs.writeFileSync(path.join(render.dist, 'assets/usePublicOrder-b2.css'), '.mc-pay{color:#111}\n');
const t = appPerFile({ WEB_DIST: render.dist });
const [merchant] = twoMerchantsPerFile(t);

const HOSTILE = "</script><script>alert(1)</script><!-- $& $' ";

/**
 * The element of `testId` as the server drew it: its opening tag (attributes in any order) and the text
 * after it up to the next tag.
 */
function drawn(html: string, testId: string): { tag: string; text: string } {
  const found = new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>([^<]*)`).exec(html);
  return { tag: found?.[0] ?? '', text: found?.[1] ?? '' };
}

/** HTML text as a browser reads it (the entities a renderer writes). */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** The JSON the page hands its hydration, as the browser would read it. */
function pageData(html: string): {
  lang: string;
  id: string;
  data: Record<string, unknown> | null;
  faucet?: boolean;
} {
  const m = /<script type="application\/json" id="mc-page-data">([^<]*)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no page data');
  return JSON.parse(m[1]);
}

describe('the payment page drawn on the server', () => {
  it("shows the order's amount, network, address and QR code in the HTML, with the answer for its hydration", async () => {
    const o = await createOrder(t, merchant.token, { amount: '12.5', description: 'Two teas' });
    const res = await page(`/payment?order=${o.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="zh-CN">');
    const amount = drawn(html, 'pay-amount');
    expect(amount.tag).toContain('data-value="12.500000"');
    expect(amount.text.trim()).toBe('12.50');
    expect(drawn(html, 'pay-network').text).toBe('TRC20');
    expect(drawn(html, 'pay-address').text).toBe(o.deposit_address);
    expect(html).toMatch(/data-testid="pay-qr"[^>]*><svg[^>]*role="img"[^>]*>.*<path/);
    expect(html).toContain('Two teas');
    expect(html).toContain('<title>Merchant Console | 支付订单</title>');
    // styled as it arrives (its styles written into its head: no style sheet to ask for, its link
    // disabled for the module loader to find), its chunks fetched beside the entry
    expect(html).toContain(
      '<style>.mc-pay{color:#111}</style><link rel="stylesheet" href="/assets/usePublicOrder-b2.css" disabled></head>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(res.headers.link).toBe('</assets/paymentPage-a1.js>; rel=modulepreload');
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
    // the same answer as the public API's
    const api = await t.call({ method: 'GET', url: `/api/public/orders/${o.id}` });
    const embedded = pageData(html);
    expect(embedded).toMatchObject({ lang: 'cn', id: o.id });
    expect({ ...embedded.data, server_time: null }).toEqual({ ...api.body.data, server_time: null });
    // and what the health route says of the dev faucet: the page shows its button without asking
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(embedded.faucet).toBe(health.body.data.faucet);
    expect(typeof embedded.faucet).toBe('boolean');
  });

  it('escapes what a merchant wrote: no text closes the data element or becomes markup', async () => {
    const o = await createOrder(t, merchant.token, { description: 'plain' });
    // the API refuses < and > in a description: written here as if a row held them all the same
    await t.db.query('UPDATE receipt_orders SET description = $1 WHERE id = $2', [HOSTILE, o.id]);
    const html = (await page(`/payment?order=${o.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data's own
    // the description, as text: no markup in it, and the browser reads back what the row holds
    expect(unescapeText(drawn(html, 'pay-description').text)).toBe(HOSTILE);
    expect(pageData(html).data?.description).toBe(HOSTILE);
  });

  it('answers an unknown order with the page\'s "not found" and 404, a malformed id the same', async () => {
    for (const url of [
      `/payment?order=${randomUUID()}`,
      '/payment?order=not-an-id',
      '/payment?order=%00%3C',
      '/payment',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="pay-not-found"');
      expect(res.body, url).toContain('订单不存在');
      expect(pageData(res.body).data, url).toBeNull();
    }
  });

  it('speaks the lang cookie, else the first language asked for, else Chinese', async () => {
    const o = await createOrder(t, merchant.token);
    const url = `/payment?order=${o.id}`;
    const byCookie = await page(url, { cookie: 'uuid=1; lang=en', 'accept-language': 'zh-CN' });
    expect(byCookie.body).toContain('<html lang="en">');
    expect(byCookie.body).toContain('<title>Merchant Console | Pay order</title>');
    expect(byCookie.body).toContain('Amount to pay');
    expect(pageData(byCookie.body).lang).toBe('en');
    const byHeader = await page(url, { 'accept-language': 'en-US,en;q=0.9' });
    expect(byHeader.body).toContain('<html lang="en">');
    const cookieFirst = await page(url, { cookie: 'lang=cn', 'accept-language': 'en-US' });
    expect(cookieFirst.body).toContain('<html lang="zh-CN">');
    const neither = await page(url, { 'accept-language': 'fr-FR' });
    expect(neither.body).toContain('<html lang="zh-CN">');
  });
});

describe('the collection payer page drawn on the server', () => {
  it("shows the account's address and QR code, and 404 for an unknown account", async () => {
    const a = await createAccount(t, merchant.token);
    const res = await page(`/batch/transfer?account=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(drawn(res.body, 'pay-address').text).toBe(a.address);
    expect(res.body).toMatch(/data-testid="pay-qr"[^>]*><svg/);
    expect(res.body).toContain('data-testid="batch-none"');
    const unknown = await page(`/batch/transfer?account=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('data-testid="batch-not-found"');
  });
});

describe('the sign-in pages drawn on the server', () => {
  it("/login: the form in the visitor's language, drawn from no answer, whatever the query", async () => {
    const res = await page('/login?redirect=%2Fmoney%3Fa%3D%3C%2Fscript%3E');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>Merchant Console | 登录</title>');
    for (const id of ['login-email', 'login-password', 'login-submit', 'lang-switch'])
      expect(res.body).toContain(`data-testid="${id}"`);
    expect(res.body).not.toContain('</script><');
    expect(pageData(res.body)).toEqual({ lang: 'cn', id: '', data: {}, faucet: expect.any(Boolean) });
    expect(res.body).toContain('<meta name="description" content="登录商户后台：');
    const en = await page('/login/', { cookie: 'lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<meta name="description" content="Log in to Merchant Console:');
    expect(en.body).toContain('<title>Merchant Console | Log in</title>');
  });

  it('/register: every field of the sign-up, and the way back to /login', async () => {
    const res = await page('/register');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Merchant Console | 注册</title>');
    expect(res.body).toContain('href="/login"');
    expect(res.body).toMatch(/data-testid="register-[a-z-]+"/);
  });
});
