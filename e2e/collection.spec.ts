import { expect, type Page, test } from '@playwright/test';
import { csvOf, pathOf, templateHeading } from './collection-support';
import { registerMerchant, useSession } from './support';

/** The import's file picker and its upload button: chooses the CSV and uploads it. */
async function uploadCsv(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('collection-import')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByTestId('collection-import-upload').click();
}

test('batch collection: import a file with a bad row, fix it, import; the payer pays on /batch/transfer, credited; a second payment that month is an exception', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const merchant = await registerMerchant(request, 'Collection Journey Ltd');
  await useSession(page.context(), merchant, String(baseURL));
  const stamp = Date.now().toString(36).toUpperCase();
  const ref = (n: number) => `E2E-${stamp}-${n}`;
  const heading = await templateHeading(request, merchant, 'cn');
  const rows = (email: string) => [
    ['Lin Mei', ref(1), 'lin.mei@example.com', 'USDT', 'TRC20', '25', 'tea club'],
    ['Bad Row Ltd', ref(2), email, 'USDT', 'TRC20', '25', ''],
    ['王小明', ref(3), 'wang@example.cn', 'USDT', 'TRC20', '', ''],
  ];

  // /receive/batch leads to /system/batch/account; its import tab takes the file.
  await page.goto('/receive/batch');
  await expect(page.getByTestId('collection-table')).toBeVisible();
  await expect(page.getByTestId('collection-rule')).toHaveAttribute('data-timezone', 'Asia/Shanghai');
  await page.getByTestId('collection-create').click();
  await expect(page).toHaveURL(/\/system\/batch\/account$/);
  await page.getByRole('tab', { name: '批量导入' }).click();
  await uploadCsv(page, 'customers.csv', csvOf(heading, rows('not-an-email')));

  // The preview: 3 rows, 2 valid, one error on row 3's email; nothing created yet.
  const preview = page.getByTestId('collection-import-preview');
  await expect(preview).toHaveAttribute('data-errors', '1');
  await expect(page.getByTestId('collection-import-total-rows')).toContainText('3');
  await expect(page.getByTestId('collection-import-total-valid')).toContainText('2');
  const error = page.getByTestId('collection-import-error-3');
  await expect(error.getByTestId('collection-import-error-column')).toHaveAttribute('data-column', 'email');
  await expect(error.getByTestId('collection-import-error-message')).not.toBeEmpty();
  await expect(page.getByTestId('collection-import-valid')).toContainText('2');

  // Fix and upload again: no error, all three rows at once.
  await page.getByTestId('collection-import-again').click();
  await uploadCsv(page, 'customers-fixed.csv', csvOf(heading, rows('bad.row@example.com')));
  await expect(preview).toHaveAttribute('data-errors', '0');
  await page.getByTestId('collection-import-all').click();
  await expect(page.getByTestId('collection-import-done')).toHaveAttribute('data-created', '3');
  await page.getByTestId('collection-import-done-list').click();
  await expect(page).toHaveURL(/\/receive\/batch$/);

  // The list finds the account by its reference; its drawer gives the payment link.
  const search = page.getByTestId('collection-search').locator('input');
  await search.fill(ref(1));
  await search.press('Enter');
  const row = page.locator('[data-testid^="collection-row-"]', { hasText: ref(1) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('collection-month')).toHaveAttribute('data-deposits', '0');
  await row.getByTestId('collection-name').click();
  const drawer = page.getByTestId('collection-drawer');
  const paymentUrl = (await drawer.getByTestId('collection-payment-url').innerText()).trim();
  expect(paymentUrl).toMatch(/\/batch\/transfer\?account=[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The payer opens the link on a phone, without a session, and pays with the dev faucet.
  const payer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pay = await payer.newPage();
  await pay.goto(pathOf(paymentUrl));
  await expect(pay.getByTestId('batch-merchant')).toHaveText('Collection Journey Ltd');
  await expect(pay.getByTestId('batch-network')).toHaveText('TRC20');
  await expect(pay.getByTestId('batch-rule')).toContainText('Asia/Shanghai');
  await expect(pay.getByTestId('batch-none')).toBeVisible();
  await pay.getByTestId('pay-faucet').click();
  const first = pay.getByTestId('batch-payment').first();
  await expect(first).toHaveAttribute('data-state', /^(confirming|credited)$/, { timeout: 20_000 });
  await expect(first).toHaveAttribute('data-state', 'credited', { timeout: 60_000 });

  // The merchant's list shows this month's transfer and, once credited, the total received.
  await page.goto(`/receive/batch?q=${ref(1)}`);
  const credited = page.locator('[data-testid^="collection-row-"]', { hasText: ref(1) });
  await expect(credited.getByTestId('collection-month')).toHaveAttribute('data-deposits', '1');
  // each reload is given a whole page load's time on a busy machine
  await expect(async () => {
    await page.reload();
    await expect(credited.getByTestId('collection-total').locator('.mc-asset-amount')).toHaveAttribute(
      'data-value',
      '25.000000',
      { timeout: 15_000 },
    );
  }).toPass({ timeout: 90_000 });

  // A second transfer the same month is held as an exception, for the payer and the merchant.
  await pay.getByTestId('pay-faucet').click();
  await expect(pay.getByTestId('batch-payment')).toHaveCount(2, { timeout: 20_000 });
  await expect(pay.getByTestId('batch-payment').first()).toHaveAttribute('data-state', 'held', {
    timeout: 60_000,
  });
  await payer.close();
  await page.reload();
  const repeated = page.locator('[data-testid^="collection-row-"]', { hasText: ref(1) });
  await expect(repeated.getByTestId('collection-month')).toHaveAttribute('data-deposits', '2');
  await expect(repeated.getByTestId('collection-month-repeat')).toBeVisible();
  await repeated.getByTestId('collection-name').click();
  const deposits = page.getByTestId('collection-drawer').getByTestId('collection-deposits');
  const statuses = deposits.getByTestId('receipt-status');
  await expect(statuses).toHaveCount(2);
  await expect(statuses.first()).toHaveAttribute('data-status', 'exception');
  await expect(statuses.last()).toHaveAttribute('data-status', /^(paid|completed)$/);
  await expect(deposits.getByTestId('collection-deposit-reason')).toHaveText('当月重复转账');

  // The held transfer is a receipt order of its own: its page offers the merchant's decision.
  await deposits.getByTestId('collection-deposit-order').first().click();
  await expect(page).toHaveURL(/\/receive\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'exception');
  await expect(page.getByTestId('order-accept')).toBeVisible();
});
