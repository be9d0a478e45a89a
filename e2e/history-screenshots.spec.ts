import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remit, verifiedMerchant } from './payouts-support';
import { onEachScreen } from './support';

/**
 * The transaction history and the overview's recent activity (its newest movements) as a merchant sees
 * them, on a phone and on a desktop, in both languages.
 */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('screenshots of the transaction history and the overview at 390 and 1440 px, cn and en, with no raw keys', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const merchant = await verifiedMerchant(request, 'History Screens Ltd', '100');
  await remit(request, merchant, {
    amount: '12.5',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    remark: 'Rent March',
  });
  await onEachScreen(browser, String(baseURL), merchant, async (page, screen) => {
    await page.goto('/transaction-history');
    // a fresh context loads the whole console first: give it a busy machine's time
    await expect(page.locator('[data-testid^="history-row-"]').first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: path.join(out, `history-${screen}.png`) });
    await page.locator('[data-testid^="history-row-"]').first().click();
    await expect(page.locator('.ant-drawer-open')).toBeVisible();
    await page.waitForTimeout(600); // the drawer's opening motion
    await page.screenshot({ path: path.join(out, `history-drawer-${screen}.png`) });

    await page.goto('/index');
    const recent = page.getByTestId('overview-recent');
    await expect(recent.getByTestId('recent-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(recent).not.toContainText(/[a-z]+_[a-z]+|[a-z][A-Za-z]+\.[a-z]/);
    // nothing of the card is cut on a phone: no row is wider than the card
    const overflow = await recent
      .getByTestId('recent-row')
      .evaluateAll((rows) => rows.filter((r) => r.scrollWidth > r.clientWidth + 1).length);
    expect(overflow).toBe(0);
    await recent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(out, `overview-${screen}.png`), fullPage: true });
  });
});
