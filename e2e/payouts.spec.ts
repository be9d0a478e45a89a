import { expect, type Page, test } from '@playwright/test';
import { availableOf, verifiedMerchant } from './payouts-support';
import { typeOtp } from './settings-support';
import { choose, useSession } from './support';

/** A valid TRC20 address that no merchant of the run owns. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const digitsOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, '');

test('payouts: a verified merchant remits USDT with payment password and authenticator code, sees it completed and the wallet reduced, then withdraws to fiat at a 30 s quote', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // A merchant who may pay out: authenticator, payment password, KYB approved by an operator, 200 USDT.
  const merchant = await verifiedMerchant(request, 'Payout Journey Ltd', '200');
  await useSession(page.context(), merchant, String(baseURL));

  // /pay/create: the form validates with the contract's wording, then previews fee and total.
  await page.goto('/pay/create');
  await expect(page.getByTestId('remit-form')).toBeVisible();
  await choose(page, 'remit-asset', 'USDT');
  await choose(page, 'remit-network', 'TRC20');
  await expect(page.getByTestId('remit-available')).toContainText('200.00');
  await page.getByTestId('remit-amount').fill('12,5');
  await page.getByTestId('remit-remark').fill('发票');
  await page.getByTestId('remit-next').click();
  await expect(page.getByText('请输入正确的数字')).toBeVisible();
  await expect(page.getByText('备注只能包含英文字母、数字、空格、连字符和点')).toBeVisible();

  await page.getByTestId('remit-amount').fill('25');
  await page.getByTestId('remit-address').fill(TRON_ADDRESS);
  await page.getByTestId('remit-remark').fill('INV-2024.05 payout');
  const preview = page.getByTestId('remit-preview');
  await expect(preview.getByTestId('summary-fee')).toContainText('1.00 USDT');
  await expect(preview.getByTestId('summary-total')).toContainText('26.00 USDT');
  await expect(preview.getByTestId('summary-arrival')).toHaveText('10-60 分钟');

  // The confirmation: every figure, the first-payout warning, the payment password and a TOTP code.
  await page.getByTestId('remit-next').click();
  const dialog = page.getByTestId('payout-confirm');
  await expect(dialog.getByTestId('summary-amount')).toContainText('25.00 USDT');
  await expect(dialog.getByTestId('summary-total')).toContainText('26.00 USDT');
  await expect(dialog.getByTestId('summary-address')).toHaveText(TRON_ADDRESS);
  await expect(page.getByTestId('remit-new-address')).toContainText('首次向该地址付款');
  await page.getByTestId('payout-payment-password').fill('111111');
  await typeOtp(page, 'payout-totp', await merchant.codes.next());
  await page.getByTestId('payout-confirm-ok').click();
  // a wrong password is told on its field (the code was not spent: it stays)
  await expect(page.getByText(/支付密码错误/)).toBeVisible();
  await page.getByTestId('payout-payment-password').fill(merchant.paymentPassword);
  await page.getByTestId('payout-confirm-ok').click();

  // /pay/index: the remittance, followed until the chain has confirmed it.
  await expect(page).toHaveURL(/\/pay\/index$/);
  const row = page.locator('[data-testid^="remit-row-"]').first();
  await expect(row).toContainText('25.00');
  await expect(row.getByTestId('payout-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 120_000,
  });
  await expect(row.getByTestId('payout-status')).toHaveText('已完成');
  await row.click();
  const drawer = page.getByTestId('payout-drawer');
  await expect(drawer.getByTestId('summary-remark')).toHaveText('INV-2024.05 payout');
  await expect(drawer.getByTestId('summary-tx')).not.toHaveText('—');
  await page.keyboard.press('Escape');

  // The wallet shows what left: 200 - (25 + 1 network fee).
  await page.goto('/wallet');
  await expect(page.getByTestId('balance-USDT-available')).toHaveAttribute('data-value', '174.000000');
  expect(await availableOf(request, merchant)).toBe('174.000000');

  // /withdraw/create: a quote with its figures and countdown, confirmed with the security steps.
  await page.goto('/withdraw/create');
  await expect(page.getByTestId('withdraw-available')).toContainText('174.00');
  await page.getByTestId('withdraw-amount').fill('500');
  await page.getByTestId('withdraw-quote').click();
  await expect(page.getByText('超出可用余额')).toBeVisible();
  await page.getByTestId('withdraw-amount').fill('100');
  await page.getByTestId('withdraw-quote').click();
  const quote = page.getByTestId('quote-card');
  await expect(quote).toHaveAttribute('data-state', 'valid');
  await expect(quote.getByTestId('quote-countdown')).toHaveText(/报价将在 (30|29|28|27) 秒后过期/);
  await expect(quote.getByTestId('summary-spread')).toHaveText('0.30%');
  const arrives = await digitsOf(page, 'quote-arrives');
  expect(Number(arrives)).toBeGreaterThan(99);
  await page.getByTestId('quote-confirm').click();
  await page.getByTestId('payout-payment-password').fill(merchant.paymentPassword);
  await typeOtp(page, 'payout-totp', await merchant.codes.next());
  await page.getByTestId('payout-confirm-ok').click();

  // /withdraw/account: the withdrawal and the USD balance it credited.
  await expect(page).toHaveURL(/\/withdraw\/account$/);
  await expect(page.getByTestId('fiat-available')).toContainText(arrives);
  const withdrawal = page.locator('[data-testid^="withdraw-row-"]').first();
  await expect(withdrawal.getByTestId('withdrawal-fiat')).toContainText(arrives);
  await expect(withdrawal.getByTestId('payout-status')).toHaveAttribute('data-status', 'completed');
  expect(await availableOf(request, merchant)).toBe('74.000000');
});
