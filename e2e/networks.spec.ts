import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startEvmProduct } from './networks-support';
import { openAsOperator, opsScreenshots } from './ops-support';
import { logInSecondOperator, stopStarted } from './second-product';
import { type Merchant, registerMerchant } from './support';

/** The networks page of the back office: each chain network's node, the watcher, what waits. */
const checked = (page: Page) => page.getByTestId('ops-networks-checked').textContent();
const status = (page: Page, network: string) => page.getByTestId(`ops-network-status-${network}`);

// what a test started beside the run's product stops after it, even when it ran out of time
test.afterEach(stopStarted);

/** An order of the merchant on `network`, paid in full through the dev faucet (not yet confirmed). */
async function paidOrder(request: APIRequestContext, m: Merchant, network: string, asset: string) {
  const created = await request.post('/api/receipt-orders', {
    headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': randomUUID() },
    data: { asset, network, amount: '5', merchant_order_no: `NET-${network}-${Date.now()}` },
  });
  expect(created.ok()).toBe(true);
  const order = ((await created.json()) as { data: { deposit_address: string } }).data;
  const paid = await request.post('/api/dev/chain/transfers', {
    data: { network, asset, to: order.deposit_address, amount: '5' },
  });
  expect(paid.ok()).toBe(true);
}

test('the networks page lists each network as healthy and asks again every 10 s', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsOperator(page, request, '/ops/networks');
  await expect(page).toHaveURL(/\/ops\/networks$/);
  await expect(page.getByTestId('ops-menu-networks')).toHaveClass(/ant-menu-item-selected/);
  await expect(page.locator('.mc-ops-header')).toContainText('网络状态');
  for (const network of ['TRC20', 'ERC20']) {
    await expect(status(page, network)).toHaveText('正常');
    await expect(page.getByTestId(`ops-network-head-${network}`)).toHaveText(/^\d+$/);
  }
  await expect(page.getByTestId('ops-network-TRC20')).toContainText('模拟链');
  // without a reload, the page checks again (the time it shows moves on)
  const first = await checked(page);
  await expect.poll(() => checked(page), { timeout: 15_000, intervals: [1000] }).not.toBe(first);
  await page.getByTestId('lang-en').click();
  await expect(page.locator('.mc-ops-header')).toContainText('Networks');
  await expect(status(page, 'TRC20')).toHaveText('Healthy');
  await expect(page).toHaveTitle(/Networks/);
});

test('with ERC20 on an EVM node that stops, ERC20 shows failing with its error and TRC20 stays healthy', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const product = await startEvmProduct();
  try {
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const merchant = await registerMerchant(request, 'Harbor Networks Ltd');
    await paidOrder(request, merchant, 'TRC20', 'USDT');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await logInSecondOperator(page, product.baseURL, product.operatorSecret);
    await expect(status(page, 'ERC20')).toHaveText('正常');
    await expect(page.getByTestId('ops-network-ERC20')).toContainText('EVM 节点');
    await expect(page.getByTestId('ops-network-confirming-TRC20')).toHaveText('1', { timeout: 15_000 });

    // an ERC20 payment seen on the node, then the node stops before it is confirmed
    await paidOrder(request, merchant, 'ERC20', 'USDC');
    await expect(page.getByTestId('ops-network-confirming-ERC20')).toHaveText('1', { timeout: 15_000 });
    await product.stopNode();
    await expect(status(page, 'ERC20')).toHaveText('异常', { timeout: 15_000 });
    await expect(page.getByTestId('ops-network-ERC20')).toContainText('起');
    await expect(page.getByTestId('ops-network-ERC20')).toContainText('无应答');
    await expect(page.getByTestId('ops-network-error-ERC20')).toContainText('ECONNREFUSED');
    await expect(status(page, 'TRC20')).toHaveText('正常');
    await expect(page.getByTestId('ops-network-confirming-TRC20')).toHaveText('1');

    await opsScreenshots(page, 'ops-networks', (lang) =>
      expect(status(page, 'ERC20')).toHaveText(lang === 'cn' ? '异常' : 'Failing'),
    );
    await context.close();
    await request.dispose();
  } finally {
    await product.close();
  }
});

test('two EVM networks from one settings file: ERC20 on three nodes, one on another chain set aside and one not answering, BASE on its own', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const product = await startEvmProduct({}, (file) => {
    const base = file.networks.find((n) => n.code === 'BASE')!;
    const erc20 = file.networks.find((n) => n.code === 'ERC20')!;
    // the second address serves BASE's chain (a wrong address in the settings); nothing listens at the third
    erc20.rpc_urls = [...erc20.rpc_urls, base.rpc_urls[0]!, 'http://127.0.0.1:19399'];
    return file;
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await logInSecondOperator(page, product.baseURL, product.operatorSecret);
    for (const network of ['TRC20', 'ERC20', 'BASE']) await expect(status(page, network)).toHaveText('正常');
    const nodes = page.getByTestId('ops-network-nodes-ERC20').getByTestId('ops-network-node');
    await expect(nodes).toHaveCount(3);
    await expect(nodes.nth(0)).toHaveAttribute('data-state', 'in_use');
    await expect(nodes.nth(1)).toHaveAttribute('data-state', 'set_aside');
    await expect(nodes.nth(1)).toContainText('链 ID 为 31338');
    await expect(nodes.nth(2)).toHaveAttribute('data-state', 'failing', { timeout: 15_000 });
    await expect(nodes.nth(2)).toContainText('#3 127.0.0.1:19399');
    await expect(page.getByTestId('ops-network-nodes-BASE').getByTestId('ops-network-node')).toHaveAttribute(
      'data-state',
      'in_use',
    );
    await opsScreenshots(page, 'ops-networks-nodes', (lang) =>
      expect(nodes.nth(1)).toContainText(lang === 'cn' ? '已搁置' : 'Set aside'),
    );
    await context.close();
  } finally {
    await product.close();
  }
});
