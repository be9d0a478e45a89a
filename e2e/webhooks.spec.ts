import { expect, test } from '@playwright/test';
import { animationsDone, registerMerchant, useSession } from './support';
import { startReceiver, verifySignature } from './webhook-receiver';

/** The receiver's port: the one after the server's. */
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 8181) + 1;

test('webhooks: add an endpoint, pay an order, see the signed delivery in the log, resend it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  const receiver = await startReceiver(RECEIVER_PORT);
  try {
    const merchant = await registerMerchant(request, 'Webhook Journey Ltd');
    await useSession(context, merchant, origin);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

    await page.goto('/account-info#webhooks');
    await expect(page.getByTestId('webhooks-tab')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('webhook-table')).toContainText('暂无数据');

    // Add: the form checks the URL as it is typed; the server refuses a link-local address on the field.
    await page.getByTestId('webhook-add').click();
    await page.getByTestId('webhook-url').fill('ftp://example.com/hook');
    await page.getByTestId('webhook-save').click();
    await expect(page.getByText('请输入完整的 https 地址（不含用户名和密码）')).toBeVisible();
    await page.getByTestId('webhook-url').fill('http://169.254.169.254/latest');
    await page.getByTestId('webhook-save').click();
    // the earlier message may still be fading out beside the new one: the new one is looked for by its text
    await expect(page.getByText(/^不能回调到本机、内网或保留地址/)).toBeVisible();
    await page.getByTestId('webhook-url').fill(`http://127.0.0.1:${RECEIVER_PORT}/hooks`);
    await page.getByTestId('webhook-description').fill('Order system');
    // every event is ticked at first; the merchant keeps the receipt orders' only
    const events = page.getByTestId('webhook-events');
    await expect(events).toContainText('收款订单');
    await page.getByTestId('webhook-event-*').click();
    await page.getByTestId('webhook-event-receipt_order.*').click();
    await expect(events.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    await page.getByTestId('webhook-save').click();

    // The secret is shown once, with a warning and a copy button.
    const dialog = page.getByTestId('webhook-secret-modal');
    await expect(dialog).toContainText('密钥只显示这一次');
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await page.getByTestId('webhook-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByTestId('webhook-secret-done').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('webhook-row-url')).toHaveText(`http://127.0.0.1:${RECEIVER_PORT}/hooks`);
    await expect(page.getByTestId('webhook-row-status')).toHaveAttribute('data-state', 'enabled');
    await expect(page.getByTestId('webhook-row-secret')).toHaveText(`whsec_…${secret.slice(-4)}`);
    await expect(page.locator('body')).not.toContainText(secret);

    // A receipt order is paid with the dev faucet.
    const auth = { authorization: `Bearer ${merchant.token}` };
    const created = await request.post('/api/receipt-orders', {
      headers: { ...auth, 'idempotency-key': `e2e-webhook-${Date.now()}` },
      data: { asset: 'USDT', network: 'TRC20', amount: '7', merchant_order_no: `WH-${Date.now()}` },
    });
    expect(created.status()).toBe(200);
    const order = ((await created.json()) as { data: { id: string; deposit_address: string } }).data;
    const paid = await request.post('/api/dev/chain/transfers', {
      data: { network: 'TRC20', asset: 'USDT', to: order.deposit_address, amount: '7' },
    });
    expect(paid.status()).toBe(200);
    type Sent = { id: string; type: string; data: { object: { id: string; status: string } } };
    const statuses = () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as Sent)
        .filter((e) => e.type.startsWith('receipt_order.') && e.data.object.id === order.id)
        .map((e) => e.data.object.status);
    await expect.poll(statuses, { timeout: 120_000 }).toContain('completed');
    for (const r of receiver.received) expect(verifySignature(secret, r), r.body).toBe(true);
    // the events API lists the order's changes, each typed by its transition
    const listed = await request.get(`/api/events?object_id=${order.id}`, { headers: auth });
    const types = ((await listed.json()) as { data: { items: { type: string }[] } }).data.items.map(
      (e) => e.type,
    );
    expect(types[0]).toBe('receipt_order.completed');
    expect(types.at(-1)).toBe('receipt_order.created');

    // The log shows the deliveries as succeeded with 200; the newest opens with its body and attempt.
    await page.getByTestId('webhook-deliveries').click();
    const log = page.getByTestId('delivery-log');
    await expect(log.locator('[data-testid^="delivery-row-"]').first()).toBeVisible();
    await expect(log.getByTestId('delivery-status').first()).toHaveAttribute('data-status', 'succeeded', {
      timeout: 20_000,
    });
    await expect(log.getByTestId('delivery-http').first()).toHaveText('200');
    await log.locator('[data-testid^="delivery-row-"]').first().click();
    const detail = page.getByTestId('delivery-detail');
    await expect(detail.getByTestId('delivery-body')).toContainText(order.id);
    await expect(detail.getByTestId('delivery-attempt-status').first()).toHaveText('200');
    const eventId = JSON.parse(await detail.getByTestId('delivery-body').innerText()).id as string;
    const before = receiver.received.filter((r) => r.id === eventId).length;
    expect(before).toBe(1);

    // Resend: the receiver gets the same Webhook-Id again, signed again.
    await detail.getByTestId('delivery-resend').click();
    await expect
      .poll(() => receiver.received.filter((r) => r.id === eventId).length, { timeout: 30_000 })
      .toBe(2);
    const twice = receiver.received.filter((r) => r.id === eventId);
    for (const r of twice) expect(verifySignature(secret, r)).toBe(true);
    expect(twice[0]?.body).toBe(twice[1]?.body);
    await expect(detail.getByTestId('delivery-attempt')).toHaveCount(2, { timeout: 20_000 });
    expect(
      verifySignature('whsec_wrong', twice[0] ?? { id: '', timestamp: '', signature: '', body: '' }),
    ).toBe(false);
    // A test event of any type, from the row's menu: the receiver gets a sample payout marked test.
    await detail.locator('.ant-drawer-close').click();
    await expect(detail).toBeHidden();
    await log.locator('.ant-drawer-close').click();
    await expect(log).toBeHidden();
    await page.getByTestId('webhook-more').click();
    await animationsDone(page);
    await page.getByTestId('webhook-action-test').click();
    await page.getByTestId('webhook-test-type').click();
    await page.keyboard.type('付款 · 失败');
    await page.getByTitle('付款 · 失败').click();
    await page.getByTestId('webhook-test-send').click();
    const testEvent = () =>
      receiver.received.map((r) => JSON.parse(r.body) as Sent & { test: boolean }).find((e) => e.test);
    await expect.poll(() => testEvent()?.type, { timeout: 30_000 }).toBe('payout.failed');
    expect(testEvent()?.data.object.status).toBe('failed');
  } finally {
    await receiver.close();
  }
});
