import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { watchHydration } from './hydration';
import { watchPolicyViolations } from './policy-violations';
import { onEachScreen, registerMerchant } from './support';

/** Screenshots to look at, not kept (tmp/ is not committed). */
const out = path.resolve(import.meta.dirname, '../tmp/screenshots');
const PHONE = { width: 390, height: 844 };

async function orderPath(request: APIRequestContext): Promise<{ path: string; address: string }> {
  const merchant = await registerMerchant(request, 'Harbor Tea House');
  const created = await request.post('/api/receipt-orders', {
    headers: { authorization: `Bearer ${merchant.token}`, 'idempotency-key': `ssr-${Date.now()}` },
    data: { asset: 'USDT', network: 'TRC20', amount: '128.5', merchant_order_no: `SSR-${Date.now()}` },
  });
  expect(created.ok()).toBe(true);
  const data = ((await created.json()) as { data: { payment_url: string; deposit_address: string } }).data;
  const url = new URL(data.payment_url);
  return { path: `${url.pathname}${url.search}`, address: data.deposit_address };
}

test('the payment page shows amount, address and QR code with scripts off, drawn by the server', async ({
  browser,
  request,
}) => {
  mkdirSync(out, { recursive: true });
  const order = await orderPath(request);
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(order.path);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('pay-amount')).toHaveText('128.50 USDT');
  await expect(page.getByTestId('pay-address')).toHaveText(order.address);
  await expect(page.getByTestId('pay-network')).toHaveText('TRC20');
  await expect(page.getByTestId('pay-qr').locator('svg')).toBeVisible();
  await page.screenshot({ path: path.join(out, 'payment-no-js-390-cn.png'), fullPage: true });

  const unknown = await page.goto('/payment?order=00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('pay-not-found')).toBeVisible();
  await context.close();
});

test('with scripts on, the page hydrates without a mismatch or a second request, then follows the order', async ({
  browser,
  request,
  baseURL,
}) => {
  mkdirSync(out, { recursive: true });
  const order = await orderPath(request);
  await onEachScreen(browser, String(baseURL), null, async (page, screen, lang) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const asked: number[] = [];
    const started = Date.now();
    page.on('request', (r) => {
      if (r.url().includes('/api/public/orders/')) asked.push(Date.now() - started);
    });
    const replaced = await watchHydration(page);
    const violations = await watchPolicyViolations(page.context());
    await page.goto(order.path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
    // hydrated: the countdown ticks, and the language switch answers
    const countdown = page.getByTestId('pay-countdown');
    const first = await countdown.getAttribute('data-ms');
    await expect(countdown).not.toHaveAttribute('data-ms', first ?? '');
    await expect(page.getByTestId('pay-address')).toHaveText(order.address);
    await page.screenshot({ path: path.join(out, `payment-${screen}.png`), fullPage: true });
    // the first poll comes after the poll's period, not at once: the page was drawn from the server's answer
    await expect.poll(() => asked.length, { timeout: 8000 }).toBeGreaterThan(0);
    expect(asked[0]).toBeGreaterThan(2500);
    expect(await replaced()).toEqual([]);
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
  });
});
