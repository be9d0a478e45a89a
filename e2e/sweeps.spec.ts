import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startEvmProduct } from './networks-support';
import { openAsOperator, opsScreenshots } from './ops-support';
import { logInSecondOperator, stopStarted } from './second-product';
import { choose, registerMerchant } from './support';

/** The sweeps page of the back office: deposit addresses swept to the hot wallet on the EVM network. */
const header = (page: Page) => page.locator('.mc-ops-header');
const rows = (page: Page) => page.locator('[data-testid^="ops-sweep-"][data-row-key]');

// what a test started beside the run's product stops after it, even when it ran out of time
test.afterEach(stopStarted);

/** An ERC20 order of a new merchant paid `amount` USDC through the dev faucet; answers its deposit address. */
async function paidErc20Order(request: APIRequestContext, amount: string): Promise<string> {
  const m = await registerMerchant(request, 'Harbor Sweeps Ltd');
  const created = await request.post('/api/receipt-orders', {
    headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': randomUUID() },
    data: { asset: 'USDC', network: 'ERC20', amount, merchant_order_no: `SWEEP-${Date.now()}` },
  });
  expect(created.ok()).toBe(true);
  const order = ((await created.json()) as { data: { deposit_address: string } }).data;
  const paid = await request.post('/api/dev/chain/transfers', {
    data: { network: 'ERC20', asset: 'USDC', to: order.deposit_address, amount },
  });
  expect(paid.ok()).toBe(true);
  return order.deposit_address;
}

test('the sweeps page says what sweeps are while there are none', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsOperator(page, request, '/ops/networks');
  await page.getByTestId('ops-menu-sweeps').click();
  await expect(page).toHaveURL(/\/ops\/sweeps$/);
  await expect(page.getByTestId('ops-menu-sweeps')).toHaveClass(/ant-menu-item-selected/);
  await expect(header(page)).toContainText('资金归集');
  await expect(page.getByTestId('ops-sweeps-empty')).toContainText('热钱包');
  await page.getByTestId('lang-en').click();
  await expect(header(page)).toContainText('Sweeps');
  await expect(page.getByTestId('ops-sweeps-empty')).toContainText('No sweeps yet');
  await expect(page).toHaveTitle(/Sweeps/);
});

test('a deposit paid on the EVM node is swept and listed with its status; filters narrow the list', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const product = await startEvmProduct({
    SWEEP_INTERVAL_MS: '2000',
    SWEEP_THRESHOLDS: 'USDC:100',
    CHAIN_CONFIRMATIONS: 'ERC20:2',
  });
  try {
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const address = await paidErc20Order(request, '150');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await logInSecondOperator(page, product.baseURL, product.operatorSecret);
    await page.getByTestId('ops-menu-sweeps').click();
    await expect(page).toHaveURL(/\/ops\/sweeps$/);

    // the job sweeps the address by itself: funding, sending, confirmed (the page refreshed to see it)
    const row = rows(page).filter({ has: page.locator(`[data-value="${address}"]`) });
    await expect(async () => {
      await page.getByTestId('ops-sweeps-refresh').click();
      await expect(row.getByTestId('ops-sweep-status')).toHaveAttribute('data-status', 'confirmed', {
        timeout: 1000,
      });
    }).toPass({ timeout: 120_000, intervals: [2000] });
    await expect(row.getByTestId('ops-sweep-status')).toHaveText('已完成');
    await expect(row).toContainText('150.00');
    await expect(row).toContainText('ERC20');
    await expect(row.getByTestId('ops-sweep-sweepHash')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
    await expect(row.getByTestId('ops-sweep-fundingHash')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
    await expect(row).toContainText('补充');

    // filters: a status it is not in hides it, its own shows it, part of its address finds it
    await choose(page, 'ops-sweep-status-filter', '失败');
    await expect(page.getByTestId('ops-sweeps-empty')).toHaveText('没有符合筛选条件的归集');
    await choose(page, 'ops-sweep-status-filter', '已完成');
    await expect(row).toBeVisible();
    await page.getByTestId('ops-sweep-search').locator('input').fill(address.slice(2, 12).toLowerCase());
    await page.getByTestId('ops-sweep-search').locator('input').press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await expect(row).toBeVisible();
    await page.getByTestId('ops-sweep-search').locator('input').fill('0xdeadbeef');
    await page.getByTestId('ops-sweep-search').locator('input').press('Enter');
    await expect(page.getByTestId('ops-sweeps-empty')).toBeVisible();
    await page.getByTestId('ops-sweep-search').locator('input').fill('');
    await page.getByTestId('ops-sweep-search').locator('input').press('Enter');
    await expect(row).toBeVisible();

    await opsScreenshots(page, 'ops-sweeps', (lang) =>
      expect(row.getByTestId('ops-sweep-status')).toHaveText(lang === 'cn' ? '已完成' : 'Confirmed'),
    );
    await context.close();
    await request.dispose();
  } finally {
    await product.close();
  }
});
