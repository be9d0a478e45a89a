import { expect, type Page, test } from '@playwright/test';
import { fillCompany, fillRepresentative, PDF, PNG, upload } from './kyb-support';
import { type Merchant, registerMerchant, useSession } from './support';

/** A Windows executable renamed to look like a photo. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64, 1)]);

/** The KYB page's own text: no message key left untranslated, and in English no Chinese at all. */
async function expectTranslated(page: Page, lang: 'cn' | 'en') {
  const text = await page.locator('.mc-page').first().innerText();
  expect(text).not.toMatch(/\b(kyb|route|common)\.[a-zA-Z]/);
  if (lang === 'en') expect(text).not.toMatch(/[\u4e00-\u9fff]/);
}

/** A screenshot of the whole page (the pane scrolls inside the layout, so the window grows for it). */
async function shot(page: Page, lang: string, name: string) {
  const size = page.viewportSize();
  const height = await page
    .locator('.mc-page')
    .first()
    .evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: size?.width ?? 1280, height: Math.max(720, height + 140) });
  await page.screenshot({ path: `/tmp/kyb-${lang}-${name}.png` });
  if (size) await page.setViewportSize(size);
}

async function start(page: Page, merchant: Merchant, baseURL: string, lang: 'cn' | 'en') {
  await useSession(page.context(), merchant, baseURL);
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await page.goto('/kyc-kyb');
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'company');
}

test('KYB: fill every step, reload mid-way (draft kept), upload a PNG and a PDF, submit, see pending', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchant(request, 'Harbor Trading Ltd');
  await start(page, merchant, String(baseURL), 'cn');
  await shot(page, 'cn', '0-empty');

  // Required fields are checked before the next step opens.
  await page.getByTestId('kyb-next').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toHaveText('此项为必填项');
  await fillCompany(page, 'cn');
  await expectTranslated(page, 'cn');
  await shot(page, 'cn', '1-company');
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'representative');
  await page.getByTestId('kyb-legal_rep_name').fill('Li Wei');
  await page.getByTestId('kyb-save').click();
  await expect(page.getByTestId('kyb-saved-at')).toBeVisible();

  // Reload: the draft is on the server, the page resumes at the first unfinished step.
  await page.reload();
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'representative');
  await expect(page.getByTestId('kyb-legal_rep_name')).toHaveValue('Li Wei');
  await page.getByTestId('kyb-prev').click();
  await expect(page.getByTestId('kyb-company_name')).toHaveValue('Harbor Trading Ltd');
  await expect(page.getByTestId('kyb-registration_date')).toHaveValue('2019-04-18');
  await page.getByTestId('kyb-next').click();
  await fillRepresentative(page, 'cn');
  await shot(page, 'cn', '2-representative');
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-doc-legal_id_photo')).toBeVisible();

  // The browser refuses what the server would refuse, with the same message.
  await upload(page, 'legal_id_photo', 'photo.png', 'image/png', EXE);
  await expect(page.getByTestId('kyb-doc-error-legal_id_photo')).toContainText(
    'photo.png：仅支持 PDF、JPG、JPEG、PNG、BMP 文件（按文件内容识别）',
  );
  await upload(page, 'legal_id_photo', 'id-card.png', 'image/png', PNG);
  await upload(page, 'business_licence_photo', 'licence.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('kyb-file')).toHaveCount(2);
  await expect(page.getByTestId('kyb-doc-error-legal_id_photo')).toHaveCount(0);
  await expect(page.getByTestId('kyb-docs-usage')).toContainText('2 / 5');
  await expect(page.getByTestId('kyb-doc-legal_id_photo').locator('img')).toBeVisible();
  await expectTranslated(page, 'cn');
  await shot(page, 'cn', '3-documents');
  await page.getByTestId('kyb-next').click();

  await expect(page.getByTestId('kyb-summary')).toContainText('Harbor Trading Ltd');
  await expect(page.getByTestId('kyb-summary')).toContainText('有限责任公司');
  await expect(page.getByTestId('kyb-summary')).toContainText('licence.pdf');
  await expectTranslated(page, 'cn');
  await shot(page, 'cn', '4-review');
  await page.getByTestId('kyb-submit').click();

  await expect(page.getByTestId('kyb-result')).toHaveAttribute('data-status', 'pending');
  await shot(page, 'cn', '5-pending');
  await page.getByTestId('kyb-history-link').click();
  await expect(page).toHaveURL(/\/kyc-kyb\/history$/);
  await expect(page.getByTestId('kyb-history-row-pending')).toHaveCount(1);
  await expect(page.getByTestId('kyb-history-row-pending')).toContainText('待审核');
  await expectTranslated(page, 'cn');
  await shot(page, 'cn', '6-history');
  // The overview shows the new status.
  await page.goto('/index');
  await expect(page.getByTestId('todo-kyb')).toHaveAttribute('data-kyb', 'pending');
  await page.getByTestId('todo-kyb-open').click();
  await expect(page.getByTestId('kyb-result')).toHaveAttribute('data-status', 'pending');
});

test('KYB in English: every step translated', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchant(request, 'Harbor English Ltd');
  await start(page, merchant, String(baseURL), 'en');
  await expectTranslated(page, 'en');
  await page.getByTestId('kyb-next').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toHaveText('This field is required');
  await shot(page, 'en', '0-required');
  await fillCompany(page, 'en');
  await page.getByTestId('kyb-website').fill('ftp:nothing');
  await expect(page.getByTestId('kyb-form')).toContainText(
    'Enter a web address starting with http:// or https://',
  );
  await page.getByTestId('kyb-website').fill('https://harbor.example.com');
  await expectTranslated(page, 'en');
  await shot(page, 'en', '1-company');
  await page.getByTestId('kyb-next').click();
  await fillRepresentative(page, 'en');
  await expectTranslated(page, 'en');
  await shot(page, 'en', '2-representative');
  await page.getByTestId('kyb-next').click();
  await upload(page, 'legal_id_photo', 'id-card.png', 'image/png', PNG);
  await expect(page.getByTestId('kyb-file')).toHaveCount(1);
  // Next without the licence: the missing document is named.
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-doc-error-business_licence_photo')).toHaveText('Upload this document');
  await upload(page, 'business_licence_photo', 'licence.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('kyb-file')).toHaveCount(2);
  await expectTranslated(page, 'en');
  await shot(page, 'en', '3-documents');
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-summary')).toContainText('Limited company');
  await expectTranslated(page, 'en');
  await shot(page, 'en', '4-review');
  await page.getByTestId('kyb-submit').click();
  await expect(page.getByTestId('kyb-result')).toHaveAttribute('data-status', 'pending');
  await expectTranslated(page, 'en');
  await shot(page, 'en', '5-pending');
  await page.getByTestId('kyb-history-link').click();
  await expect(page.getByTestId('kyb-history-row-pending')).toContainText('Pending verification');
  await expectTranslated(page, 'en');
  await shot(page, 'en', '6-history');
});

test('KYB: Next waits for an upload in flight; a failed upload retried with success clears its error', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const merchant = await registerMerchant(request, 'Harbor Upload Ltd');
  await start(page, merchant, String(baseURL), 'cn');
  await fillCompany(page, 'cn');
  await page.getByTestId('kyb-next').click();
  await fillRepresentative(page, 'cn');
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-doc-legal_id_photo')).toBeVisible();

  // The first upload of the ID photo is answered with an error; the second goes through and clears it.
  let refused = false;
  await page.route('**/api/merchant/kyb/files', async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, message: '存储暂不可用', data: null }),
    });
  });
  await upload(page, 'legal_id_photo', 'id-card.png', 'image/png', PNG);
  await expect(page.getByTestId('kyb-doc-error-legal_id_photo')).toContainText('存储暂不可用');
  await page.unrouteAll();
  await upload(page, 'legal_id_photo', 'id-card.png', 'image/png', PNG);
  await expect(page.getByTestId('kyb-file')).toHaveCount(1);
  await expect(page.getByTestId('kyb-doc-error-legal_id_photo')).toHaveCount(0);

  // The licence takes 2 s to upload (and is held until the waiting is seen); Next clicked meanwhile
  // waits for it, then opens the review.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/merchant/kyb/files', async (route) => {
    await Promise.all([held, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await route.fallback();
  });
  await upload(page, 'business_licence_photo', 'licence.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('kyb-upload-progress')).toBeVisible();
  await page.getByTestId('kyb-next').click();
  await expect(page.getByTestId('kyb-next')).toHaveClass(/ant-btn-loading/);
  await expect(page.getByTestId('kyb-next')).toContainText('等待上传完成');
  await expect(page.locator('[data-testid^=kyb-doc-error-]')).toHaveCount(0);
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'documents');
  await shot(page, 'cn', 'uploading');
  release();
  await expect(page.getByTestId('kyb-form')).toHaveAttribute('data-step', 'review');
  await expect(page.getByTestId('kyb-summary')).toContainText('licence.pdf');
  await expect(page.getByTestId('kyb-error')).toHaveCount(0);
  // Back on the documents: both files, no red message beside either.
  await page.getByTestId('kyb-prev').click();
  await expect(page.getByTestId('kyb-file')).toHaveCount(2);
  await expect(page.locator('[data-testid^=kyb-doc-error-]')).toHaveCount(0);
});
