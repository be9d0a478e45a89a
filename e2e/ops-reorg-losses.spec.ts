import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { orderOf, reorgedOrder } from './ops-reorg-support';
import { openAsOperator } from './ops-support';
import { registerMerchant, useSession } from './support';

/** Screenshots to look at (not kept in the repository): OPS_SHOTS_DIR moves them. */
const SHOTS = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/ops-shots');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test("a deposit a chain reorganisation took back after it was credited: the reconciliation shows the gap, an operator charges it back from the drawer, its merchant's balance follows", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const merchant = await registerMerchant(request);
  const id = await reorgedOrder(request, merchant);

  // the chain holds 6 USDT less than the ledger, and the reconciliation names why
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsOperator(page, request, '/ops/reconciliation');
  const gap = page.getByTestId('ops-reconciliation-item-TRC20-USDT-reorged_unresolved');
  await expect(gap).toBeVisible();
  await shot(page, 'cn-reconciliation-reorged-1440');

  // the order's drawer books it as a charge back, with a reason
  await page.goto(`/ops/exceptions?order=${id}`);
  const drawer = page.getByTestId('ops-order-drawer');
  const deposits = drawer.getByTestId('ops-reorged-deposits');
  await expect(deposits).toBeVisible();
  await deposits.locator('[data-testid^="ops-reorg-charge_back-"]').click();
  await page.getByTestId('ops-reason').fill('The transfer is gone from the chain after the reorganisation');
  await shot(page, 'cn-reorg-charge-back-dialog');
  await page.getByTestId('ops-reason-ok').click();
  await expect(deposits).toBeHidden();
  expect((await orderOf(request, merchant, id)).timeline.map((e) => e.code)).toContain('reorg_charged_back');

  // nothing is left unexplained; the audit log names the booking
  await page.goto('/ops/reconciliation');
  await expect(page.getByTestId('ops-reconciliation-item-TRC20-USDT-reorged_unresolved')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('ops-menu-audit')).toHaveText(/Audit log/);
  await shot(page, 'en-reconciliation-390');

  // the merchant's 6 USDT, credited whole, is taken back from its available balance: nothing is owed
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useSession(context, merchant, baseURL!);
  const wallet = await context.newPage();
  await wallet.goto('/wallet');
  await expect(wallet.getByTestId('balance-USDT-available')).toHaveAttribute('data-value', '0.000000');
  await expect(wallet.getByTestId('balance-USDT-owed')).toBeHidden();
  await shot(wallet, 'cn-wallet-charged-back-390');
  await context.close();
});
