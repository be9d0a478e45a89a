import { expect, type Page, test } from '@playwright/test';
import { settingsTabs } from '../apps/web/src/features/settings/tabs';
import { totpAt, typeOtp } from './settings-support';
import { animationsDone, choose, PASSWORD, registerMerchant, useSession } from './support';

const NEW_PASSWORD = 'Harbor-Lights-2031';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
/** Tether's TRC-20 contract: a real address with a valid base58check checksum. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Every tab of /account-info, in the console's own order. */
const TABS = settingsTabs;

async function openTab(page: Page, tab: (typeof TABS)[number]) {
  await page.getByTestId(`settings-tab-${tab}`).click();
  await expect(page.getByTestId(`${tab}-tab`)).toBeVisible();
}

test('settings: password, payment password, bank account, payee, sessions and the security log', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const merchant = await registerMerchant(request, 'Settings Journey Ltd');
  const phoneLogin = (password: string) =>
    request.post('/api/merchant/login', {
      headers: { 'user-agent': IPHONE },
      data: { email: merchant.email, password },
    });
  const infoWith = (token: string) =>
    request.get('/api/merchant/info', { headers: { authorization: `Bearer ${token}` } });
  const firstPhone = (await (await phoneLogin(PASSWORD)).json()).data.token as string;

  await useSession(context, merchant, String(baseURL));
  await page.goto('/account-info');
  await expect(page.getByTestId('profile-name')).toHaveText('Settings Journey Ltd');
  await expect(page.getByTestId('profile-email')).toHaveText(merchant.email);

  // Login password: the other session ends, this one stays.
  await openTab(page, 'password');
  await page.getByTestId('password-current').fill(PASSWORD);
  await page.getByTestId('password-new').fill(NEW_PASSWORD);
  await page.getByTestId('password-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('登录密码已修改，其他 1 个会话已退出')).toBeVisible();
  expect((await infoWith(firstPhone)).status()).toBe(403);
  const phone = (await (await phoneLogin(NEW_PASSWORD)).json()).data.token as string;

  // Payment password before an authenticator: a guided prompt leads to the authenticator tab.
  await openTab(page, 'payment-password');
  await expect(page.getByTestId('pay-status')).toHaveAttribute('data-status', 'unset');
  await page.getByTestId('pay-set').click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: '请先绑定谷歌验证器' })).toBeVisible();
  await page.getByRole('button', { name: '去绑定' }).click();
  await expect(page.getByTestId('authenticator-tab')).toBeVisible();
  await expect(page).toHaveURL(/\/account-info#authenticator$/);

  // Bind the authenticator with a code computed here; ten recovery codes are shown once.
  await page.getByTestId('totp-bind').click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await typeOtp(page, 'totp-code', totpAt(secret, 0));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await expect(page.getByTestId('recovery-remaining')).toHaveAttribute('data-count', '10');
  await page.getByTestId('recovery-done').click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);

  // Payment password: a mismatch is said inline, then it is set.
  await openTab(page, 'payment-password');
  await page.getByTestId('pay-set').click();
  await page.getByTestId('pay-set-password').fill('135790');
  await page.getByTestId('pay-set-confirmation').fill('135791');
  await page.getByTestId('pay-set-confirm').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByTestId('pay-set-confirmation').fill('135790');
  await typeOtp(page, 'pay-set-totp', totpAt(secret, 1));
  await page.getByTestId('pay-set-confirm').click();
  await expect(page.getByText('支付密码已设置', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pay-status')).toHaveAttribute('data-status', 'set');

  // Bank account: a bad SWIFT/BIC is refused with its message, a good one is saved.
  await openTab(page, 'bank-accounts');
  await page.getByTestId('bank-add').click();
  await page.getByTestId('bank-account-name').fill('Settings Journey Ltd');
  await page.getByTestId('bank-bank-name').fill('HSBC Hong Kong');
  await page.getByTestId('bank-account-number').fill('8123 4567 8901');
  await page.getByTestId('bank-swift').fill('HSBC12');
  await choose(page, 'bank-country', /\(HK\)/, 'HK');
  await expect(page.getByTestId('bank-postcode')).toBeDisabled();
  await page.getByTestId('bank-city').fill('Hong Kong');
  await page.getByTestId('bank-save').click();
  await expect(page.getByText('SWIFT/BIC 格式不正确（8 或 11 位，如 HSBCHKHHXXX）')).toBeVisible();
  await page.getByTestId('bank-swift').fill('HSBCHKHHXXX');
  await page.getByTestId('bank-save').click();
  await expect(page.getByTestId('bank-row-number')).toHaveText('**** 8901');

  // Payee: a TRC20 address, checked with its checksum.
  await openTab(page, 'payees');
  await page.getByTestId('payee-add').click();
  await page.getByTestId('payee-name').fill('Supplier TRON wallet');
  await page.getByTestId('payee-address').fill(TRON_ADDRESS);
  await page.getByTestId('payee-save').click();
  await expect(page.getByTestId('payee-row-name')).toHaveText('Supplier TRON wallet');

  // Sessions: the phone is listed with its device and is logged out from here.
  await openTab(page, 'sessions');
  await expect(page.getByTestId('session-current')).toHaveCount(1);
  const phoneRow = page.locator('tr', { hasText: 'Safari 17 · iOS 17' });
  await expect(phoneRow).toHaveCount(1);
  await phoneRow.getByTestId('session-revoke').click();
  await page.locator('.mc-session-revoke-ok').click();
  await expect(page.getByText('该设备已退出登录')).toBeVisible();
  await expect(phoneRow).toHaveCount(0);
  expect((await infoWith(phone)).status()).toBe(403);

  // The security log has every change, newest first.
  await openTab(page, 'activity');
  const kinds = page.getByTestId('event-kind');
  await expect(kinds.first()).toHaveAttribute('data-kind', 'session_revoked');
  for (const kind of [
    'password_changed',
    'totp_enabled',
    'payment_password_set',
    'bank_account_added',
    'payee_added',
    'login',
  ]) {
    await expect(page.locator(`[data-testid="event-kind"][data-kind="${kind}"]`).first()).toBeVisible();
  }
  await expect(page.getByText('添加银行账户', { exact: true })).toBeVisible();
  await expect(page.getByText('HSBC Hong Kong · **** 8901')).toBeVisible();

  // Every tab in both languages, for a look (written to /tmp).
  for (const lang of ['cn', 'en'] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: String(baseURL) }]);
    await page.goto('/account-info');
    for (const tab of TABS) {
      await openTab(page, tab);
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/settings-${lang}-${tab}.png`, fullPage: true });
    }
    await openTab(page, 'bank-accounts');
    await page.getByTestId('bank-add').click();
    await animationsDone(page);
    await page.getByTestId('bank-save').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/settings-${lang}-bank-form.png` });
    await page.keyboard.press('Escape');
  }
  await expect(page.getByTestId('settings-tab-payees')).toHaveText(/Payees/);
});
