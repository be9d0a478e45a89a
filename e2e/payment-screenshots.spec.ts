import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { registerMerchant } from './support';

/** The payer's page as a stranger sees it, on a phone and on a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('screenshots of the payment page at 390 and 1440 px, cn and en', async ({
  browser,
  request,
  baseURL,
}) => {
  mkdirSync(out, { recursive: true });
  const merchant = await registerMerchant(request, 'Harbor Tea House');
  const created = await request.post('/api/receipt-orders', {
    headers: { authorization: `Bearer ${merchant.token}`, 'idempotency-key': `shot-${Date.now()}` },
    data: {
      asset: 'USDT',
      network: 'TRC20',
      amount: '128.5',
      merchant_order_no: `SHOT-${Date.now()}`,
      description: 'Two boxes of oolong tea',
    },
  });
  expect(created.ok()).toBe(true);
  const paymentUrl = new URL(((await created.json()) as { data: { payment_url: string } }).data.payment_url);
  for (const width of [390, 1440]) {
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await context.addCookies([{ name: 'lang', value: lang, url: String(baseURL) }]);
      const page = await context.newPage();
      await page.goto(`${paymentUrl.pathname}${paymentUrl.search}`);
      await expect(page.getByTestId('pay-merchant')).toHaveText('Harbor Tea House');
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');
      await page.screenshot({ path: path.join(out, `payment-${width}-${lang}.png`), fullPage: true });
      await context.close();
    }
  }
});
