import { expect, test } from '@playwright/test';
import { animationsDone, choose, registerMerchant, useSession } from './support';

/** Picks an option of an antd Select found by its test id. */
test('receiving crypto: create an order, the payer pays it on the public page, the balance shows it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const merchant = await registerMerchant(request, 'Receive Journey Ltd');
  await useSession(page.context(), merchant, String(baseURL));

  // The merchant creates a receipt order in the console.
  await page.goto('/receive/account');
  await expect(page.getByTestId('receipt-table')).toBeVisible();
  await page.getByTestId('receipt-create').click();
  await expect(page).toHaveURL(/\/receive\/create$/);
  await expect(page.getByTestId('receipt-kyb-limit')).toContainText('900');
  await choose(page, 'receipt-asset', /^USDT$/);
  await choose(page, 'receipt-network', /TRC20/);
  await page.getByTestId('receipt-amount').fill('12.5');
  const orderNo = `E2E-${Date.now()}`;
  await page.getByTestId('receipt-order-no').fill(orderNo);
  await page.getByTestId('receipt-description').fill('Two boxes of tea');
  await page.getByTestId('receipt-submit').click();

  await expect(page).toHaveURL(/\/receive\/order\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
  // At 1440 wide the order number and the id stay on one line with their copy buttons, inside their cells.
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const id of ['order-no', 'order-id']) {
    const value = page.locator(`.mc-long-id:has([data-testid="${id}"])`);
    const box = await value.boundingBox();
    const cell = await value.locator('xpath=ancestor::td[1]').boundingBox();
    expect(box && cell).toBeTruthy();
    if (!box || !cell) continue;
    expect(box.height, `${id} on one line`).toBeLessThan(28);
    expect(box.x + box.width, `${id} inside its cell`).toBeLessThanOrEqual(cell.x + cell.width);
  }
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'unpaid');
  await expect(page.getByTestId('order-cancel')).toBeVisible();
  // Without PUBLIC_URL the link points at the address the server listens on, and opens as it is.
  const paymentUrl = new URL((await page.getByTestId('order-payment-url').innerText()).trim());
  expect(paymentUrl.origin).toBe(new URL(String(baseURL)).origin);

  // The payer opens the payment link without any session and pays with the dev faucet.
  const payer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pay = await payer.newPage();
  await pay.goto(paymentUrl.href);
  await expect(pay.getByTestId('pay-merchant')).toHaveText('Receive Journey Ltd');
  await expect(pay.getByTestId('pay-order-no')).toHaveText(orderNo);
  await expect(pay.getByTestId('pay-amount')).toContainText('12.50');
  await expect(pay.getByTestId('pay-network')).toHaveText('TRC20');
  await expect(pay.getByTestId('pay-countdown')).toContainText(/\d{2}:\d{2}/);
  await pay.getByTestId('pay-faucet').click();

  // Live status: confirming x/3, then paid or completed.
  await expect(pay.getByTestId('pay-confirmations')).toContainText(/[0-3]\/3/, { timeout: 20_000 });
  await expect(pay.getByTestId('pay-result')).toHaveAttribute('data-status', /^(paid|completed)$/, {
    timeout: 60_000,
  });
  await expect(pay.getByTestId('pay-result-title')).toHaveText('支付成功');
  await payer.close();

  // The merchant's detail page follows by itself; then the wallet and the overview show the money.
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('order-payments')).toContainText('3/3');
  await page.goto('/wallet');
  const wallet = page.getByTestId('wallet-page');
  await expect(wallet.getByTestId('balance-USDT-total')).toHaveAttribute('data-value', '12.500000');
  await expect(wallet.getByTestId('balance-USDT-available')).toHaveAttribute('data-value', '12.500000');
  await page.goto('/index');
  const balances = page.getByTestId('overview-balances');
  await expect(balances.getByTestId('balance-USDT-total')).toHaveAttribute('data-value', '12.500000');
  await expect(page.getByTestId('status-count-completed')).toHaveAttribute('data-count', '1');
  // the recent activity is the history's newest movements: the order, once, with what it received
  const recent = page
    .getByTestId('overview-recent')
    .locator('[data-testid="recent-row"][data-ref^="receipt_order:"]');
  await expect(recent).toHaveCount(1);
  await expect(recent.getByTestId('recent-about')).toHaveText(orderNo);
  await expect(recent.getByTestId('recent-amount')).toHaveText(/^\+12\.\d{2} USDT$/);
  await expect(recent.getByTestId('receipt-status')).toHaveAttribute('data-status', 'completed');
  await recent.getByTestId('recent-row-link').click();
  await expect(page).toHaveURL(/\/receive\/order\/[^/]+$/);
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
  await page.goto('/index');
  await expect(page.getByTestId('merchant-name')).toHaveText('Receive Journey Ltd');
});

// A payment after the order was completed is a late payment the merchant credits in the console.
test('late payment credited in the console', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchant(request, 'Late Payment Ltd');
  await useSession(page.context(), merchant, String(baseURL));
  const auth = { authorization: `Bearer ${merchant.token}` };
  const created = await request.post('/api/receipt-orders', {
    headers: { ...auth, 'idempotency-key': `e2e-late-${Date.now()}` },
    data: { asset: 'USDT', network: 'TRC20', amount: '5', merchant_order_no: `LATE-${Date.now()}` },
  });
  const order = ((await created.json()) as { data: { id: string; deposit_address: string } }).data;
  const status = async () => {
    const res = await request.get(`/api/receipt-orders/${order.id}`, { headers: auth });
    return ((await res.json()) as { data: { status: string; late_payments: { status: string }[] } }).data;
  };
  const faucet = (amount: string) =>
    request.post('/api/dev/chain/transfers', {
      data: { network: 'TRC20', asset: 'USDT', to: order.deposit_address, amount },
    });
  await faucet('5');
  await expect.poll(async () => (await status()).status, { timeout: 60_000 }).toBe('completed');
  await faucet('3');
  await expect.poll(async () => (await status()).late_payments.length, { timeout: 60_000 }).toBe(1);

  // The list says a late payment waits and links to its order; the order's page resolves it.
  await page.goto('/receive/account');
  await expect(page.getByTestId('late-payments-notice')).toBeVisible();
  await page.getByTestId('late-payment-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/receive/order/${order.id}$`));
  const late = page.getByTestId('order-late-payments');
  await expect(late.getByTestId('late-status')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('order-timeline')).toContainText('逾期到账');
  await late.getByTestId('late-credit').click();
  // the confirmation has finished opening: a press during its motion is lost
  await animationsDone(page);
  await page.getByTestId('late-credit-ok').click();
  await expect(late.getByTestId('late-status')).toHaveAttribute('data-status', 'credited');
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
});
