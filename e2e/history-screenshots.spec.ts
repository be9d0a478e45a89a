import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remit, verifiedMerchant } from './payouts-support';
import { onEachScreen } from './support';

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
  await onEachScreen(browser, String(baseURL), merchant, async (page, screen) => {
    await page.goto('/transaction-history');
    await expect(page.locator('[data-testid^="history-row-"]').first()).toBeVisible();
    await page.screenshot({ path: path.join(out, `history-${screen}.png`) });
    await page.locator('[data-testid^="history-row-"]').first().click();
    await expect(page.locator('.ant-drawer-open')).toBeVisible();
    await page.waitForTimeout(600); // the drawer's opening motion
    await page.screenshot({ path: path.join(out, `history-drawer-${screen}.png`) });
  });
});
