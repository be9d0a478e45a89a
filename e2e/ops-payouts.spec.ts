import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { fillCompany, fillRepresentative, PDF, PNG, upload } from './kyb-support';
import { E2E_OPERATOR, openAsOperator } from './ops-support';
import { typeOtp } from './settings-support';
import { animationsDone, choose, type Merchant, registerMerchant, useSession } from './support';

const PAYMENT_PASSWORD = '246810';
/** A valid TRC20 address that belongs to nobody of the run. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const shots = path.resolve(import.meta.dirname, '../test-results/ops-payouts');
const STEP_MS = 30_000;

/**
 * The merchant's authenticator: each code is accepted once and the server takes one step either
 * side of now, so every use takes the step after the last one, waiting when that is too far ahead.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let last = -1;
  return async (): Promise<string> => {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(last + 1, now);
    if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * STEP_MS - Date.now() + 500));
    last = step;
    return totp.generate({ timestamp: step * STEP_MS + 1000 });
  };
}

const bearer = (m: Merchant) => ({ authorization: `Bearer ${m.token}` });

async function availableUsdt(request: APIRequestContext, m: Merchant): Promise<string> {
  const res = await request.get('/api/wallet/balances', { headers: bearer(m) });
  const body = (await res.json()) as { data: { assets: { asset: string; available: string }[] } };
  return body.data.assets.find((a) => a.asset === 'USDT')?.available ?? '0';
}

async function payoutStatus(request: APIRequestContext, m: Merchant, id: string): Promise<string> {
  const res = await request.get(`/api/payouts/${id}`, { headers: bearer(m) });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

/** Receives USDT on TRC20 through a receipt order paid with the dev faucet. */
async function fund(request: APIRequestContext, m: Merchant, amount: string) {
  const created = await request.post('/api/receipt-orders', {
    headers: { ...bearer(m), 'Idempotency-Key': randomUUID() },
    data: { asset: 'USDT', network: 'TRC20', amount, merchant_order_no: `FUND-${Date.now()}` },
  });
  expect(created.status()).toBe(200);
  const order = ((await created.json()) as { data: { deposit_address: string } }).data;
  const paid = await request.post('/api/dev/chain/transfers', {
    data: { network: 'TRC20', asset: 'USDT', to: order.deposit_address, amount },
  });
  expect(paid.status()).toBe(200);
}

/** The authenticator bound and the payment password set in the console; KYB submitted. */
async function verifyMerchant(page: Page, request: APIRequestContext, m: Merchant) {
  await page.goto('/account-info#authenticator');
  await page.getByTestId('totp-bind').click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  const nextCode = authenticator(secret);
  await typeOtp(page, 'totp-code', await nextCode());
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByTestId('recovery-done').click();

  await page.getByTestId('settings-tab-payment-password').click();
  await page.getByTestId('pay-set').click();
  await page.getByTestId('pay-set-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('pay-set-confirmation').fill(PAYMENT_PASSWORD);
  await typeOtp(page, 'pay-set-totp', await nextCode());
  await page.getByTestId('pay-set-confirm').click();
  await expect(page.getByTestId('pay-status')).toHaveAttribute('data-status', 'set');

  await page.goto('/kyc-kyb');
  await fillCompany(page, 'cn');
  await page.getByTestId('kyb-next').click();
  await fillRepresentative(page, 'cn');
  await page.getByTestId('kyb-next').click();
  await upload(page, 'legal_id_photo', 'id-card.png', 'image/png', PNG);
  await upload(page, 'business_licence_photo', 'licence.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('kyb-file')).toHaveCount(2);
  await page.getByTestId('kyb-next').click();
  await page.getByTestId('kyb-submit').click();
  await expect(page.getByTestId('kyb-result')).toHaveAttribute('data-status', 'pending');
  const state = await request.get('/api/merchant/kyb', { headers: bearer(m) });
  const submissionId = ((await state.json()) as { data: { last: { id: string } } }).data.last.id;
  return { nextCode, submissionId };
}

test('payout approvals: the operator sets the threshold; a remittance above it waits, is approved and sent; another is rejected and its funds return', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const merchant = await registerMerchant(request, 'Approval Journey Ltd');
  await useSession(page.context(), merchant, String(baseURL));
  await fund(request, merchant, '60');
  const { nextCode, submissionId } = await verifyMerchant(page, request, merchant);

  // The operator approves the KYB, then sets the approval threshold to 10 USD.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsContext.newPage();
  await openAsOperator(ops, request);
  await ops.getByTestId(`ops-kyb-${submissionId}`).getByTestId('ops-kyb-open').click();
  await ops.getByTestId('ops-kyb-drawer').getByTestId('ops-kyb-approve').click();
  // the confirmation has finished opening: a press during its motion is lost
  await animationsDone(ops);
  await ops.getByTestId('ops-kyb-approve-ok').click();
  await expect(ops.getByTestId('ops-kyb-drawer').getByTestId('ops-kyb-approve')).toBeHidden();
  await closeDrawer(ops);
  await expect(ops.locator('.ant-drawer-mask')).toBeHidden();

  await ops.getByTestId('ops-menu-payouts').click();
  await expect(ops).toHaveURL(/\/ops\/payouts$/);
  await expect(ops.getByTestId('ops-threshold-changed')).toBeVisible();
  await ops.getByTestId('ops-threshold-edit').click();
  await ops.getByTestId('ops-threshold-input').fill('10.123');
  await ops.getByTestId('ops-threshold-save').click();
  await expect(ops.getByText('请输入正确的数字')).toBeVisible();
  await ops.getByTestId('ops-threshold-input').fill('10');
  await ops.getByTestId('ops-threshold-save').click();
  await expect(ops.getByTestId('ops-threshold-value')).toHaveAttribute('data-value', '10.00');
  await expect(ops.getByTestId('ops-threshold-changed')).toContainText(E2E_OPERATOR.email);

  // The merchant's money arrived; a remittance of 20 USDT waits for approval.
  await expect.poll(() => availableUsdt(request, merchant), { timeout: 90_000 }).toBe('60.000000');
  const remit = async (amount: string) => {
    const res = await request.post('/api/payouts/remittances', {
      headers: { ...bearer(merchant), 'Idempotency-Key': randomUUID() },
      data: {
        asset: 'USDT',
        network: 'TRC20',
        address: TRON_ADDRESS,
        amount,
        payment_password: PAYMENT_PASSWORD,
        totp_code: await nextCode(),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { id: string; status: string; total: string } }).data;
  };
  const first = await remit('20');
  expect(first.status).toBe('pending_approval');

  // The operator sees it in the queue and approves it.
  await ops.getByTestId('ops-payout-refresh').click();
  const row = ops.getByTestId(`ops-payout-${first.id}`);
  await expect(row).toContainText('Approval Journey Ltd');
  await expect(row).toContainText('20.00');
  await expect(row.getByTestId('ops-payout-new-address')).toBeVisible();
  await expect(row.getByTestId('ops-payout-waited')).toContainText('分钟');
  await row.getByTestId('ops-payout-open').click();
  const drawer = ops.getByTestId('ops-payout-drawer');
  await expect(drawer.getByTestId('ops-payout-total')).toContainText(first.total.replace(/0+$/, ''));
  await ops.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await ops.screenshot({ path: path.join(shots, 'payouts-drawer-cn.png') });
  await drawer.getByTestId('ops-payout-approve').click();
  await expect(ops.getByTestId('ops-payout-approve-ok')).toBeVisible();
  await ops.screenshot({ path: path.join(shots, 'payouts-approve-cn.png') });
  await ops.getByTestId('ops-payout-approve-ok').click();
  await expect(drawer.locator('[data-status="processing"]')).toBeVisible();
  await expect(drawer.getByTestId('ops-payout-approve')).toBeHidden();
  await expect(drawer.getByTestId('ops-payout-approval')).toContainText(E2E_OPERATOR.email);
  await closeDrawer(ops);
  await expect(ops.locator('.ant-drawer-mask')).toBeHidden();
  await expect(row).toBeHidden();

  // The merchant's payout is sent on chain.
  await expect
    .poll(() => payoutStatus(request, merchant, first.id), { timeout: 90_000 })
    .toMatch(/^(confirming|completed)$/);

  // A second one waits; screenshots of the queue in cn and en.
  const before = await availableUsdt(request, merchant);
  const second = await remit('15');
  expect(second.status).toBe('pending_approval');
  expect(Number(await availableUsdt(request, merchant))).toBeLessThan(Number(before));
  await ops.getByTestId('ops-payout-refresh').click();
  const row2 = ops.getByTestId(`ops-payout-${second.id}`);
  await expect(row2).toBeVisible();
  await ops.screenshot({ path: path.join(shots, 'payouts-cn.png'), fullPage: true });
  await ops.getByTestId('lang-switch').getByTestId('lang-en').click();
  await expect(ops.locator('html')).toHaveAttribute('lang', 'en');
  await expect(ops.getByTestId('ops-payout-threshold')).toContainText('Payout approval threshold');
  await ops.screenshot({ path: path.join(shots, 'payouts-en.png'), fullPage: true });

  // The operator rejects it with a reason; the funds return to available.
  await row2.getByTestId('ops-payout-open').click();
  await expect(drawer.getByTestId('ops-payout-total')).toBeVisible();
  await ops.waitForTimeout(500);
  await ops.screenshot({ path: path.join(shots, 'payouts-drawer-en.png') });
  await drawer.getByTestId('ops-payout-reject').click();
  await ops.getByTestId('ops-reason').fill('Address not on the merchant allow list');
  await ops.screenshot({ path: path.join(shots, 'payouts-reject-en.png') });
  await ops.getByTestId('ops-reason-ok').click();
  await expect(drawer.locator('[data-status="rejected"]')).toBeVisible();
  await expect(drawer.getByTestId('ops-payout-approval')).toContainText(
    'Address not on the merchant allow list',
  );
  await expect.poll(() => availableUsdt(request, merchant)).toBe(before);
  expect(await payoutStatus(request, merchant, second.id)).toBe('rejected');
  await closeDrawer(ops);
  await expect(ops.locator('.ant-drawer-mask')).toBeHidden();

  // Looking back: the rejected one, with who decided it.
  await choose(ops, 'ops-payout-status', 'Rejected');
  await expect(ops).toHaveURL(/status=rejected/);
  await expect(ops.getByTestId(`ops-payout-${second.id}`)).toContainText(E2E_OPERATOR.email);
  await ops.screenshot({ path: path.join(shots, 'payouts-rejected-en.png'), fullPage: true });

  // The audit log names the three decisions, newest first (other specs of the run set the threshold
  // too: the platform's setting is shared, so this spec's entries are the newest of each kind).
  await ops.getByTestId('ops-menu-audit').click();
  const audit = ops.getByTestId('ops-audit-table');
  await expect(audit.locator('[data-action="payout_rejected"]').first()).toHaveText('Payout rejected');
  await expect(audit.locator('[data-action="payout_approved"]').first()).toHaveText('Payout approved');
  await expect(audit.locator('[data-action="payout_settings_changed"]').first()).toHaveText(
    'Payout threshold changed',
  );
  await ops.screenshot({ path: path.join(shots, 'audit-en.png'), fullPage: true });
  await opsContext.close();
});

/** Closes the open drawer: its close button may sit under the toast of the decision just made. */
async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close:visible').dispatchEvent('click');
}
