import { expect, test } from '@playwright/test';
import { authenticator, verifiedMerchant } from './payouts-support';
import { typeOtp } from './settings-support';
import { animationsDone, choose, PASSWORD, useSession } from './support';
import { browserToken, mailedInvitationPath, setPaymentPassword } from './team-support';

/** A valid TRC20 address that no merchant of the run owns. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYMENT_PASSWORD = '246810';

test('team: the owner invites a finance member on /power; they join with an authenticator, keep their recovery codes, log in with a code, pay out, and /power is forbidden to them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  // An owner whose merchant may pay out (KYB verified, 100 USDT received).
  const owner = await verifiedMerchant(request, 'Team Journey Ltd', '100');
  await useSession(page.context(), owner, String(baseURL));
  const email = `finance.${Date.now().toString(36)}@example.com`;

  // /power: the owner's own row ("you", the last owner: no action), the roles against permissions.
  await page.goto('/power');
  await expect(page.getByTestId('team-table')).toBeVisible();
  const mine = page.locator('[data-testid^="team-row-"]', { has: page.getByTestId('team-you') });
  await expect(mine.getByTestId('team-role')).toHaveText('所有者');
  await expect(mine.locator('[data-testid^="team-action-"]')).toHaveCount(0);
  await expect(page.getByTestId('team-cell-finance-payouts.create')).toHaveAttribute('data-has', 'true');
  await expect(page.getByTestId('team-cell-finance-team.read')).toHaveAttribute('data-has', 'false');

  // The owner invites finance@… as finance: the row is invited, with no name yet.
  await page.getByTestId('team-invite').click();
  await animationsDone(page);
  await page.getByTestId('team-invite-email').fill(email);
  await page.getByTestId('team-invite-role').click();
  await page.getByTestId('team-invite-role-finance').click();
  await page.getByTestId('team-invite-submit').click();
  const invited = page.locator('[data-testid^="team-row-"]', { hasText: email });
  await expect(invited.getByTestId('team-status')).toHaveAttribute('data-status', 'invited');
  await expect(invited.getByTestId('team-name')).toHaveText('—');
  await expect(invited.getByTestId('team-role')).toHaveText('财务');
  await expect(invited.getByTestId('team-action-resend')).toBeVisible();

  // The invitee opens the mailed link on a device of their own, without a session.
  const link = await mailedInvitationPath(request, email);
  const invitee = await browser.newContext();
  const join = await invitee.newPage();
  await join.goto(link);
  await expect(join.getByTestId('invite-merchant')).toHaveText('Team Journey Ltd');
  await expect(join.getByTestId('invite-email')).toHaveText(email);
  await expect(join.getByTestId('invite-role')).toHaveText('财务');
  await expect(join.getByTestId('invite-ready')).toHaveAttribute('data-requires-authenticator', 'true');

  // Name and password with the sign-up's rules, then the authenticator the role requires.
  await join.getByTestId('invite-name').fill('Li Na');
  await join.getByTestId('invite-password').fill(PASSWORD);
  await join.getByTestId('invite-password-confirmation').fill('Another-Pass-99');
  await join.getByTestId('invite-next').click();
  await expect(join.getByText('两次输入的密码不一致')).toBeVisible();
  await join.getByTestId('invite-password-confirmation').fill(PASSWORD);
  await join.getByTestId('invite-next').click();
  await expect(join.getByTestId('invite-qr')).toBeVisible();
  const secret = (await join.getByTestId('invite-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const codes = authenticator(secret);
  await typeOtp(join, 'invite-code', await codes.next());
  await join.getByTestId('invite-submit').click();

  // Accepted: ten recovery codes shown once, then the login with the email filled in.
  await expect(join.getByTestId('invite-done')).toBeVisible();
  await expect(join.getByTestId('invite-recovery-code')).toHaveCount(10);
  await join.getByTestId('invite-to-login').click();
  await expect(join).toHaveURL(/\/login/);
  await expect(join.getByTestId('login-email')).toHaveValue(email);
  await join.getByTestId('login-password').fill(PASSWORD);
  await join.getByTestId('login-submit').click();
  await expect(join.getByTestId('totp-input')).toBeVisible();
  await typeOtp(join, 'totp-input', await codes.next());
  await expect(join).toHaveURL(/\/index/);

  // The link was single use.
  const again = await invitee.newPage();
  await again.goto(link);
  await expect(again.getByTestId('invite-invalid')).toBeVisible();
  await again.close();

  // Finance pays out with a payment password of their own and a fresh code.
  await setPaymentPassword(request, await browserToken(invitee), PAYMENT_PASSWORD, await codes.next());
  await join.goto('/pay/create');
  await expect(join.getByTestId('remit-form')).toBeVisible();
  await choose(join, 'remit-asset', 'USDT');
  await choose(join, 'remit-network', 'TRC20');
  await join.getByTestId('remit-amount').fill('10');
  await join.getByTestId('remit-address').fill(TRON_ADDRESS);
  await join.getByTestId('remit-next').click();
  const confirm = join.getByTestId('payout-confirm');
  await expect(confirm.getByTestId('summary-total')).toContainText('11.00 USDT');
  await join.getByTestId('payout-payment-password').fill(PAYMENT_PASSWORD);
  await typeOtp(join, 'payout-totp', await codes.next());
  await join.getByTestId('payout-confirm-ok').click();
  await expect(join).toHaveURL(/\/pay\/index$/);
  const payout = join.locator('[data-testid^="remit-row-"]').first();
  await expect(payout).toContainText('10.00');
  await expect(payout.getByTestId('payout-status')).toHaveAttribute('data-status', 'completed', {
    timeout: 120_000,
  });

  // /power is not finance's: the 403 page.
  await join.goto('/power');
  await expect(join.getByTestId('forbidden-page')).toBeVisible();
  await invitee.close();

  // The owner sees the member active, named, with the authenticator bound.
  await page.reload();
  await expect(invited.getByTestId('team-status')).toHaveAttribute('data-status', 'active');
  await expect(invited.getByTestId('team-name')).toHaveText('Li Na');
  await expect(invited.getByTestId('team-totp')).toHaveAttribute('data-bound', 'true');
  await expect(invited.getByTestId('team-action-disable')).toBeVisible();
});
