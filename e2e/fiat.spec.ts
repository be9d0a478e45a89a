import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { auth, data, fiatMerchant } from './fiat-support';
import { PDF } from './kyb-support';
import { openAsOperator } from './ops-support';
import { availableOf, type PayingMerchant } from './payouts-support';
import { typeOtp } from './settings-support';
import { type Merchant, useSession } from './support';

/** The merchant's USD buckets as the fiat balances route answers them. */
async function usd(request: APIRequestContext, m: Merchant) {
  const balances = await data<{ assets: { asset: string; available: string; frozen: string }[] }>(
    await request.get('/api/fiat/balances', { headers: auth(m) }),
  );
  return balances.assets.find((a) => a.asset === 'USD');
}

/** Digits of a figure shown on the page ("1,234.50 USDT" -> "1234.50"). */
async function figure(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).innerText()).match(/[\d,]+\.\d+/)?.[0] ?? '').replace(/,/g, '');
}

async function confirmWithSecrets(page: Page, merchant: PayingMerchant) {
  await page.getByTestId('payout-payment-password').fill(merchant.paymentPassword);
  await typeOtp(page, 'payout-totp', await merchant.codes.next());
  await page.getByTestId('payout-confirm-ok').click();
}

test('fiat account: a top-up with its statement approved in /ops, a remit to a bank account, a conversion to USDT; both balances add up', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { merchant } = await fiatMerchant(request, 'Fiat Journey Ltd');
  await useSession(page.context(), merchant, String(baseURL));

  // /fiat/recharge: the platform's bank details and the merchant's reference, then the claim.
  await page.goto('/fiat');
  await expect(page).toHaveURL(/\/fiat\/account$/);
  await page.goto('/fiat/recharge');
  await expect(page.getByTestId('topup-bank-USD')).toContainText('HASEHKHH');
  await expect(page.getByTestId('topup-bank-details')).toContainText(/TU[A-Z2-7]{8}/);
  await page.getByTestId('topup-amount').fill('1000');
  // the only saved account of the currency is already chosen
  await expect(page.getByTestId('topup-bank-account')).toContainText('HSBC Hong Kong');
  await page
    .getByTestId('topup-form')
    .locator('input[type=file]')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('topup-submit').click();
  const claim = page.getByTestId('topup-list').locator('tr', { hasText: '1,000.00' }).first();
  await expect(claim.getByTestId('topup-status')).toHaveAttribute('data-status', 'submitted');

  // /ops/topups: the operator sees the statement and approves what actually arrived.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsContext.newPage();
  await openAsOperator(ops, request, '/ops/topups');
  await ops.locator('tr', { hasText: 'Fiat Journey Ltd' }).first().getByTestId('ops-topup-open').click();
  const drawer = ops.getByTestId('ops-topup-drawer');
  await expect(drawer.locator('iframe, img').first()).toBeVisible();
  await drawer.getByTestId('ops-topup-approve').click();
  await ops.getByTestId('ops-topup-received').fill('999.5');
  await expect(ops.getByTestId('ops-topup-difference')).toContainText('0.50');
  await ops.getByTestId('ops-topup-approve-ok').click();
  await expect(drawer.getByTestId('ops-topup-status')).toHaveText('已入账');
  await opsContext.close();

  // The merchant's fiat account shows what arrived.
  await page.goto('/fiat/account');
  await expect(page.getByTestId('balance-USD-available')).toHaveAttribute('data-value', '999.50');
  expect((await usd(request, merchant))?.available).toBe('999.50');

  // /fiat/withdraw: a remit of 100 to the saved account, its fee shown before the security step.
  await page.goto('/fiat/withdraw');
  await expect(page.getByTestId('bank-remit-account')).toContainText('HSBC Hong Kong');
  await page.getByTestId('bank-remit-amount').fill('100');
  await page.getByTestId('bank-remit-remark').fill('Invoice 42');
  await page.getByTestId('bank-remit-next').click();
  await expect(page.getByTestId('payout-confirm')).toContainText('100.10');
  await confirmWithSecrets(page, merchant);
  const transfer = page.getByTestId('bank-transfers').locator('tr', { hasText: '100.00' }).first();
  // the simulated bank completes a transfer by itself in development
  await expect(transfer.getByTestId('payout-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 60_000,
  });
  await expect.poll(async () => (await usd(request, merchant))?.available).toBe('899.40');

  // /fiat/withdrawToCrypto: 500 USD quoted into USDT and confirmed.
  await page.goto('/fiat/withdrawToCrypto');
  await page.getByTestId('withdraw-amount').fill('500');
  await page.getByTestId('withdraw-quote').click();
  await expect(page.getByTestId('quote-card')).toHaveAttribute('data-state', 'valid');
  const arrives = await figure(page, 'quote-arrives');
  expect(Number(arrives)).toBeGreaterThan(490);
  await page.getByTestId('quote-confirm').click();
  await confirmWithSecrets(page, merchant);
  await expect(page).toHaveURL(/\/fiat\/account$/);
  await expect(page.getByTestId('balance-USD-available')).toHaveAttribute('data-value', '399.40');
  // the conversion is listed below the form
  await page.goto('/fiat/withdrawToCrypto');
  const conversion = page.getByTestId('fiat-conversions').locator('tr', { hasText: '500.00' }).first();
  await expect(conversion.getByTestId('conversion-credited')).toContainText('USDT');

  // Both accounts: 399.40 USD left, the USDT the quote promised arrived.
  const fiat = await usd(request, merchant);
  expect(fiat).toMatchObject({ available: '399.40', frozen: '0.00' });
  expect(Number(await availableOf(request, merchant, 'USDT'))).toBe(Number(arrives));
});
