import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { animationsDone, mailedCode, uniqueEmail } from './support';

const PASSWORD = 'Correct-Horse-42';

function totpNow(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Types a code into antd's six-box OTP input. */
async function typeOtp(page: Page, testId: string, code: string) {
  await page.getByTestId(testId).locator('input').first().click();
  await page.keyboard.type(code);
}

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByText('确定要退出当前用户吗')).toBeVisible();
  // a click while the dialog still zooms in can land beside its moving button (seen once in CI)
  await animationsDone(page);
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login/);
}

async function loginWithPassword(page: Page, email: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

test('a merchant registers, logs out, logs in, binds an authenticator and logs in with a code', async ({
  page,
  request,
}) => {
  // four full loads of the console and two logins: a busy machine's time
  test.setTimeout(120_000);
  const email = uniqueEmail();

  // Registration, with the code read from the dev mailbox.
  await page.goto('/register');
  await page.getByTestId('register-merchant-name').fill('Blue Harbor Trading');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const code = await mailedCode(request, email);
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-password-confirmation').fill('Another-Pass-99');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByTestId('register-password-confirmation').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login/);

  // First login goes to the overview with the merchant's real data.
  await expect(page.getByTestId('login-email')).toHaveValue(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/index/);
  await expect(page.getByTestId('merchant-name')).toHaveText('Blue Harbor Trading');
  await expect(page.getByTestId('merchant-email')).toHaveText(email);
  await expect(page.getByTestId('totp-status')).toHaveAttribute('data-enabled', 'false');

  await logout(page);
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/index/);

  // Bind an authenticator with a code computed here.
  await page.getByTestId('todo-totp').click();
  await expect(page).toHaveURL(/\/account-info/);
  await page.getByTestId('totp-bind').click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await typeOtp(page, 'totp-code', totpNow(secret));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('totp-unbind')).toBeVisible();

  await logout(page);

  // Now the login asks for the code.
  await loginWithPassword(page, email);
  await expect(page.getByTestId('totp-input')).toBeVisible();
  await typeOtp(page, 'totp-input', totpNow(secret, 1));
  await expect(page).toHaveURL(/\/index/);
  await expect(page.getByTestId('totp-status')).toHaveAttribute('data-enabled', 'true');
});

test('a visitor sent to a protected page comes back to it after logging in (SHELL-30, SHELL-28)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await request.post('/api/merchant/send-code', { data: { email, purpose: 'register' } });
  const code = await mailedCode(request, email);
  const res = await request.post('/api/merchant/register', {
    data: {
      merchant_name: 'Redirect Test Co',
      merchant_type: 'individual',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      code,
      token: '',
    },
  });
  expect(res.status()).toBe(200);
  await page.goto('/account-info');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount-info/);
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/account-info$/);
});
