import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remit, verifiedMerchant } from './payouts-support';
import { useSession } from './support';

/** The transaction history as a merchant sees it, on a phone and on a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('screenshots of the transaction history at 390 and 1440 px, cn and en', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const merchant = await verifiedMerchant(request, 'History Screens Ltd', '100');
  await remit(request, merchant, { amount: '12.5', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
  for (const width of [390, 1440]) {
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await context.addCookies([{ name: 'lang', value: lang, url: String(baseURL) }]);
      await useSession(context, merchant, String(baseURL));
      const page = await context.newPage();
      await page.goto('/transaction-history');
      await expect(page.locator('[data-testid^="history-row-"]').first()).toBeVisible();
      await page.screenshot({ path: path.join(out, `history-${width}-${lang}.png`) });
      await page.locator('[data-testid^="history-row-"]').first().click();
      await expect(page.locator('.ant-drawer-open')).toBeVisible();
      await page.waitForTimeout(600); // the drawer's opening motion
      await page.screenshot({ path: path.join(out, `history-drawer-${width}-${lang}.png`) });
      await context.close();
    }
  }
});
