import { expect, test } from '@playwright/test';
import { opsScreenshots } from './ops-support';
import { fund } from './payouts-support';
import { logInSecondOperator, stopStarted } from './second-product';
import { generateStatements, productWithOwnData, SHIFT_LAST_ROW } from './statement-alerts-support';
import { choose, merchantMonth, registerMerchant } from './support';

// what a test started beside the run's product stops after it, even when it ran out of time
test.afterEach(stopStarted);

/** The back office's statement alerts: a month's statement that does not reconcile, until a run reconciles it. */
test('a statement that does not reconcile is listed with its merchant, month and reason, and leaves the list once a run reconciles it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const product = await productWithOwnData();
  try {
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const merchant = await registerMerchant(request, 'Lantern Reconcile Ltd');
    await fund(request, merchant, '100');
    const month = merchantMonth();
    // the history says a minor unit less came in than the ledger booked
    await product.changeWhileStopped(SHIFT_LAST_ROW, [merchant.merchantId, -1]);
    expect(await generateStatements(request, month)).toMatchObject({ unreconciled: 1 });
    expect(await generateStatements(request, month)).toMatchObject({ unreconciled: 1 });

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await logInSecondOperator(page, product.baseURL, product.operatorSecret);
    await page.getByTestId('ops-menu-statement-alerts').click();
    await expect(page).toHaveURL(/\/ops\/statement-alerts$/);
    await expect(page.locator('.mc-ops-header')).toContainText('对账单异常');
    const row = page.locator('[data-testid^="ops-statement-alert-"][data-row-key]');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('ops-statement-alert-merchant')).toHaveText('Lantern Reconcile Ltd');
    await expect(row.getByTestId('ops-statement-alert-merchant-id')).toHaveAttribute(
      'data-value',
      merchant.merchantId,
    );
    await expect(row.getByTestId('ops-statement-alert-month')).toHaveText(month);
    await expect(row.getByTestId('ops-statement-alert-reason')).toHaveText(
      'USDT 期末余额：对账单 99.999999，账本 100.000000',
    );
    await expect(row.getByTestId('ops-statement-alert-runs')).toHaveText('2');

    await opsScreenshots(page, 'ops-statement-alerts', (lang) =>
      expect(row.getByTestId('ops-statement-alert-reason')).toContainText(
        lang === 'cn' ? '期末余额' : 'closing balance: 99.999999 on the statement, 100.000000 in the ledger',
      ),
    );

    // repaired: the next run stores the statement and resolves the alert
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('lang-cn').click();
    await product.changeWhileStopped(SHIFT_LAST_ROW, [merchant.merchantId, 1]);
    expect(await generateStatements(request, month)).toMatchObject({ generated: 1, unreconciled: 0 });
    await page.getByTestId('ops-statement-alerts-refresh').click();
    await expect(page.getByTestId('ops-statement-alerts-empty')).toContainText('没有未解决的对账单异常');
    await choose(page, 'ops-statement-alert-status-filter', '已解决');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('ops-statement-alert-merchant')).toHaveText('Lantern Reconcile Ltd');
    await expect(page.getByRole('columnheader', { name: '解决时间' })).toBeVisible();
    await context.close();
    await request.dispose();
  } finally {
    await product.close();
  }
});
