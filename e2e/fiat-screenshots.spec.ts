import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fiatMerchant, topUp } from './fiat-support';
import { openAsOperator } from './ops-support';
import { onEachScreen } from './support';

/** The fiat account's pages as a merchant sees them, on a phone and on a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A message key shown as it is (its bundle not loaded by the route), e.g. `fiatPayouts.remit.next`. */
const UNTRANSLATED =
  /\b(fiat|fiatPayouts|payout|payouts|receive|settings|history|wallet)\.[a-zA-Z]+\.[a-zA-Z]+/;

const PAGES = [
  { name: 'overview', path: '/index', ready: 'balance-USD-available' },
  { name: 'account', path: '/fiat/account', ready: 'balance-USD-available' },
  { name: 'recharge', path: '/fiat/recharge', ready: 'topup-status' },
  { name: 'withdraw', path: '/fiat/withdraw', ready: 'bank-remit-form' },
  { name: 'convert', path: '/fiat/withdrawToCrypto', ready: 'withdraw-form' },
] as const;

test('screenshots of the fiat account pages at 390 and 1440 px, cn and en, and the top-up review', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { merchant, bankAccountId } = await fiatMerchant(request, 'Fiat Screens Ltd');
  await topUp(request, merchant, bankAccountId, '2500', '2500');
  await topUp(request, merchant, bankAccountId, '730.25');
  await onEachScreen(browser, String(baseURL), merchant, async (page, screen) => {
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready).first()).toBeVisible();
      // every text of the page is in its bundles: no message key shows through
      await expect(page.locator('main, .ant-layout-content').first()).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `fiat-${p.name}-${screen}.png`), fullPage: true });
    }
  });
  const ops = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await openAsOperator(ops, request, '/ops/topups');
  await ops.locator('tr', { hasText: 'Fiat Screens Ltd' }).first().getByTestId('ops-topup-open').click();
  await expect(ops.getByTestId('ops-topup-drawer').locator('iframe, img').first()).toBeVisible();
  await ops.waitForTimeout(800);
  await ops.screenshot({ path: path.join(out, 'fiat-ops-topup-1440.png') });
});
