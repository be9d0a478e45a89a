import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { orderOf, reorgedOrder } from './ops-reorg-support';
import { openAsOperator } from './ops-support';
import { animationsDone, registerMerchant } from './support';

/** Screenshots to look at (not kept in the repository): OPS_SHOTS_DIR moves them. */
const SHOTS = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/ops-shots');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an order whose confirmed transfer a chain reorganisation took back is reconciled by an operator and leaves the queue', async ({
  page,
  request,
}) => {
  // the order is paid, confirmed and taken back on the simulated chain first: 25 s on a quiet
  // machine, over 50 s beside three other products and their browsers
  test.setTimeout(180_000);
  const merchant = await registerMerchant(request);
  const id = await reorgedOrder(request, merchant);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsOperator(page, request, '/ops/exceptions?status=reorged');
  const row = page.getByTestId(`ops-exception-${id}`);
  await expect(row).toContainText('区块重组');
  await shot(page, 'cn-exceptions-reorged');
  await row.getByTestId('ops-exception-open').click();
  const drawer = page.getByTestId('ops-order-drawer');
  await expect(drawer.getByTestId('ops-order-reorged')).toBeVisible();
  await expect(drawer.getByTestId('receipt-status')).toHaveAttribute('data-status', 'completed');
  await shot(page, 'cn-exception-reorged-order');

  // no reason, no decision; with one, the order is reconciled and its timeline says why
  await drawer.getByTestId('ops-order-reconcile_reorg').click();
  // the dialog has finished opening: a press during its motion is lost
  await animationsDone(page);
  await page.getByTestId('ops-reason-ok').click();
  await expect(page.getByTestId('ops-reason')).toBeVisible();
  expect((await orderOf(request, merchant, id)).timeline.map((e) => e.code)).not.toContain(
    'reorg_reconciled_by_platform',
  );
  await page.getByTestId('ops-reason').fill('Found again in a later block on the explorer');
  await shot(page, 'cn-exception-reconcile');
  await page.getByTestId('ops-reason-ok').click();
  await expect(drawer.getByTestId('ops-order-reorged')).toBeHidden();
  await expect(drawer.getByTestId('ops-order-reconcile_reorg')).toBeHidden();
  await expect(drawer).toContainText(
    '平台已核对区块重组，说明：Found again in a later block on the explorer',
  );
  const seen = await orderOf(request, merchant, id);
  expect(seen.status).toBe('completed');
  expect(seen.timeline.at(-1)?.code).toBe('reorg_reconciled_by_platform');

  // off the queue; the audit log names the decision
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`ops-exception-${id}`)).toBeHidden();
  await page.getByTestId('ops-menu-audit').click();
  await expect(page.getByTestId('ops-audit-table').locator('[data-action]').first()).toHaveAttribute(
    'data-action',
    'reorg_reconciled',
  );

  // in English on a phone, the reconciled order reads the same
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('lang-en').click();
  // the choice is saved before the page is loaded again in it
  await expect(page.getByTestId('ops-menu-audit')).toHaveText(/Audit log/);
  await page.goto(`/ops/exceptions?order=${id}`);
  await expect(page.getByTestId('ops-order-drawer')).toContainText(
    'Chain reorganisation reconciled by the platform: Found again in a later block on the explorer',
  );
  await shot(page, 'en-exception-reconciled-phone');
});
