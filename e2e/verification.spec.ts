import { expect, test } from '@playwright/test';
import { fillCompany, fillRepresentative, PDF, PNG, upload } from './kyb-support';
import { openAsOperator } from './ops-support';
import { totpAt, typeOtp } from './settings-support';
import { animationsDone, registerMerchant, useSession } from './support';

test('verification: bind the authenticator, set the payment password, submit KYB with files; an operator approves in /ops; the merchant sees verified', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const merchant = await registerMerchant(request, 'Verified Journey Ltd');
  await useSession(page.context(), merchant, String(baseURL));

  // The authenticator, bound with a code computed here.
  await page.goto('/account-info#authenticator');
  await expect(page.getByTestId('authenticator-tab')).toBeVisible();
  await page.getByTestId('totp-bind').click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await typeOtp(page, 'totp-code', totpAt(secret, 0));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByTestId('recovery-done').click();

  // The payment password (it needs the authenticator's next code).
  await page.getByTestId('settings-tab-payment-password').click();
  await page.getByTestId('pay-set').click();
  await page.getByTestId('pay-set-password').fill('246810');
  await page.getByTestId('pay-set-confirmation').fill('246810');
  await typeOtp(page, 'pay-set-totp', totpAt(secret, 1));
  await page.getByTestId('pay-set-confirm').click();
  await expect(page.getByTestId('pay-status')).toHaveAttribute('data-status', 'set');

  // KYB: every step, with an ID photo and a licence, then submitted.
  await page.goto('/kyc-kyb');
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'company');
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
  const state = await request.get('/api/merchant/kyb', {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  const submissionId = ((await state.json()) as { data: { last: { id: string } } }).data.last.id;

  // An operator approves it in the back office.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsContext.newPage();
  await openAsOperator(ops, request);
  const row = ops.getByTestId(`ops-kyb-${submissionId}`);
  await expect(row).toBeVisible();
  await row.getByTestId('ops-kyb-open').click();
  const drawer = ops.getByTestId('ops-kyb-drawer');
  await expect(drawer.getByTestId('ops-kyb-image').locator('img')).toBeVisible();
  await drawer.getByTestId('ops-kyb-approve').click();
  // the confirmation has finished opening: a press during its motion is lost
  await animationsDone(ops);
  await ops.getByTestId('ops-kyb-approve-ok').click();
  await expect(drawer.getByTestId('ops-kyb-approve')).toBeHidden();
  await opsContext.close();

  // The merchant sees "verified" on the KYB page and in the profile.
  await page.reload();
  await expect(page.getByTestId('kyb-result')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByTestId('kyb-result')).toContainText('认证');
  await page.goto('/account-info#profile');
  await expect(page.getByTestId('profile-tab')).toContainText('已认证');
});
