import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { registerMerchant, useSession } from './support';

/** A call of the Merchant API as a developer's program makes it: plain fetch, the key in the header. */
async function createOrderWithKey(baseURL: string, token: string, orderNo: string) {
  const res = await fetch(`${baseURL}/api/receipt-orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'accept-language': 'en',
    },
    body: JSON.stringify({ asset: 'USDT', network: 'TRC20', amount: '42', merchant_order_no: orderNo }),
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: unknown } };
}

/** The secret dialog: what it shows, read once, then closed with "I have saved it". */
async function readSecret(page: Page) {
  const dialog = page.getByTestId('api-key-secret-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('密钥只显示这一次');
  const keyId = (await page.getByTestId('api-key-new-id').innerText()).trim();
  const secret = (await page.getByTestId('api-key-secret').innerText()).trim();
  expect(keyId).toMatch(/^mck_[0-9A-Za-z]{20}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('api-key-header')).toContainText(`Authorization: Bearer ${keyId}.${secret}`);
  return { keyId, secret, token: `${keyId}.${secret}` };
}

test('API keys: create, call the API with the key, rotate, revoke', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const merchant = await registerMerchant(request, 'Developer Journey Ltd');
  await useSession(context, merchant, origin);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  await page.goto('/account-info#api-keys');
  await expect(page.getByTestId('api-keys-tab')).toBeVisible();
  await expect(page.getByTestId('api-key-table')).toContainText('暂无数据');

  // Create: a bad allow-list entry is named inline, then a good list is saved.
  await page.getByTestId('api-key-create').click();
  await page.getByTestId('api-key-name').fill('Shop backend');
  await page.getByRole('checkbox', { name: /^orders/ }).check();
  await page.getByTestId('api-key-ip-allow').fill('127.0.0.1\n10.0.0.300');
  await page.getByTestId('api-key-save').click();
  await expect(page.getByText('10.0.0.300: 不是有效的 IPv4/IPv6 地址或 CIDR 网段')).toBeVisible();
  await page.getByTestId('api-key-ip-allow').fill('127.0.0.1\n::1\n10.0.0.0/8');
  await page.screenshot({ path: '/tmp/api-keys-create.png' });
  await page.getByTestId('api-key-save').click();

  // The secret is shown once, with a copy button.
  const first = await readSecret(page);
  await page.screenshot({ path: '/tmp/api-keys-secret.png' }); // for a look
  await page.getByTestId('api-key-copy').click();
  await expect(page.getByText('已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.secret);
  await page.getByTestId('api-key-secret-done').click();
  await expect(page.getByTestId('api-key-secret-modal')).toHaveCount(0);
  await expect(page.getByTestId('api-key-row-name')).toHaveText('Shop backend');
  await expect(page.getByTestId('api-key-row-id')).toHaveText(first.keyId);
  await expect(page.getByTestId('api-key-row-status')).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('api-key-row-ips')).toContainText('10.0.0.0/8');
  await expect(page.locator('body')).not.toContainText(first.secret);

  // A program creates a receipt order with the key; the console lists it.
  const orderNo = `API-${Date.now()}`;
  const created = await createOrderWithKey(origin, first.token, orderNo);
  expect(created.status, created.body.message).toBe(200);
  await page.goto('/receive/account');
  await expect(page.getByTestId('receipt-row-no').filter({ hasText: orderNo })).toBeVisible();

  // Rotating answers a new secret once; the old one stops working at once.
  await page.goto('/account-info#api-keys');
  await expect(page.getByTestId('api-key-row-name')).toHaveText('Shop backend');
  await page.getByTestId('api-key-rotate').click();
  await page.getByTestId('api-key-rotate-confirm').click();
  const second = await readSecret(page);
  expect(second.keyId).toBe(first.keyId);
  expect(second.secret).not.toBe(first.secret);
  await page.getByTestId('api-key-secret-done').click();
  expect((await createOrderWithKey(origin, first.token, `${orderNo}-old`)).status).toBe(401);
  expect((await createOrderWithKey(origin, second.token, `${orderNo}-new`)).status).toBe(200);

  // Revoked: every call with the key answers 401, like an expired session.
  await page.getByTestId('api-key-revoke').click();
  await page.locator('.mc-api-key-revoke-ok').click();
  await expect(page.getByText('密钥已吊销')).toBeVisible();
  await expect(page.getByTestId('api-key-row-status')).toHaveAttribute('data-status', 'revoked');
  await page.screenshot({ path: '/tmp/api-keys-table.png', fullPage: true });
  const refused = await createOrderWithKey(origin, second.token, `${orderNo}-revoked`);
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({ code: 401, message: 'Not authorised, please log in', data: null });

  // The security log has each step.
  await page.getByTestId('settings-tab-activity').click();
  for (const kind of ['api_key_created', 'api_key_rotated', 'api_key_revoked']) {
    await expect(page.locator(`[data-testid="event-kind"][data-kind="${kind}"]`).first()).toBeVisible();
  }
  await expect(page.getByText('吊销 API 密钥', { exact: true })).toBeVisible();
});
