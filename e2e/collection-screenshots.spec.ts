import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createCollectionAccount, pathOf, payFromFaucet } from './collection-support';
import { onEachScreen, registerMerchant } from './support';

/** Batch collection's pages as a merchant and a payer see them, on a phone and a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A message key shown as it is (its bundle not loaded by the route), e.g. `collection.list.title`. */
const UNTRANSLATED =
  /\b(collection|batchPay|pay|receive|receiptStatus|exceptionReason|common)\.[a-zA-Z]+(\.[a-zA-Z]+)?\b/;

test('screenshots of the batch collection pages at 390 and 1440 px, cn and en, with no untranslated text', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const merchant = await registerMerchant(request, 'Harbor Tea House');
  const stamp = Date.now().toString(36).toUpperCase();
  const paid = await createCollectionAccount(request, merchant, {
    customer_name: 'Lin Mei',
    customer_ref: `SHOT-${stamp}-1`,
    email: 'lin.mei@example.com',
    expected_amount: '25',
  });
  await createCollectionAccount(request, merchant, {
    customer_name: '王小明',
    customer_ref: `SHOT-${stamp}-2`,
    email: 'wang@example.cn',
  });
  await payFromFaucet(request, paid.address, '25');

  const pages = [
    {
      name: 'list',
      path: '/receive/batch',
      ready: `collection-row-${paid.id}`,
      scope: 'main, .ant-layout-content',
    },
    {
      name: 'drawer',
      path: `/receive/batch?account=${paid.id}`,
      ready: 'collection-deposits',
      scope: 'body',
    },
    {
      name: 'create',
      path: '/system/batch/account',
      ready: 'collection-form',
      scope: 'main, .ant-layout-content',
    },
    {
      name: 'import',
      path: '/system/batch/account?tab=import',
      ready: 'collection-template-csv',
      scope: 'main, .ant-layout-content',
    },
    { name: 'transfer', path: pathOf(paid.payment_url), ready: 'batch-payment', scope: 'body' },
  ] as const;

  await onEachScreen(browser, String(baseURL), merchant, async (page, screen) => {
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready).first()).toBeVisible({ timeout: 20_000 });
      // every text of the page is in its bundles: no message key shows through
      await expect(page.locator(p.scope).first()).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `collection-${p.name}-${screen}.png`), fullPage: true });
    }
  });

  // An unknown account on the payer's page says so.
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await stranger.goto('/batch/transfer?account=00000000-0000-4000-8000-000000000000');
  await expect(stranger.getByTestId('batch-not-found')).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText(UNTRANSLATED);
  await stranger.screenshot({
    path: path.join(out, 'collection-transfer-not-found-390.png'),
    fullPage: true,
  });
});
