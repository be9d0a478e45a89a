import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { logInOperator } from './ops-support';
import { animationsDone, choose, type Merchant, registerMerchant, useSession } from './support';

/** Screenshots of every back-office page in cn and en, to look at (OPS_SHOTS_DIR moves them). */
const SHOTS = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/ops-shots');

const auth = (m: Merchant) => ({ authorization: `Bearer ${m.token}` });

/**
 * An order of the merchant it cancelled, then paid through the dev faucet anyway: it lands in the
 * exceptions queue (an order overpaid in time is paid, not an exception).
 */
async function exceptionOrder(request: APIRequestContext, m: Merchant) {
  const orderNo = `OPS-${Date.now()}`;
  const created = await request.post('/api/receipt-orders', {
    headers: { ...auth(m), 'idempotency-key': randomUUID() },
    data: { asset: 'USDT', network: 'TRC20', amount: '5', merchant_order_no: orderNo },
  });
  const order = ((await created.json()) as { data: { id: string; deposit_address: string } }).data;
  await request.post(`/api/receipt-orders/${order.id}/cancel`, { headers: auth(m) });
  await request.post('/api/dev/chain/transfers', {
    data: { network: 'TRC20', asset: 'USDT', to: order.deposit_address, amount: '8' },
  });
  await expect
    .poll(
      async () => {
        await request.post('/api/dev/chain/mine', { data: { blocks: 3 } });
        const res = await request.get(`/api/receipt-orders/${order.id}`, { headers: auth(m) });
        return ((await res.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe('exception');
  return { id: order.id, orderNo };
}

/** Real documents made by the browser: an ID photo (PNG) and a business licence (PDF). */
async function documents(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 640, height: 400 } });
  const page = await context.newPage();
  const card = (title: string) =>
    `<body style="margin:0;font:20px sans-serif;display:flex;align-items:center;justify-content:center;height:100vh;background:#eef4ff">
      <div style="border:3px solid #1d4ed8;border-radius:16px;padding:32px 48px;background:#fff">
      <h2 style="margin:0 0 12px">${title}</h2><div>Applicant Works Ltd</div><div>No. 91310000MA1FL0001X</div></div></body>`;
  await page.setContent(card('Identity card'));
  const png = await page.screenshot();
  await page.setContent(card('Business licence'));
  const pdf = await page.pdf({ width: '640px', height: '400px', printBackground: true });
  await context.close();
  return { png, pdf };
}

async function submitKyb(request: APIRequestContext, m: Merchant, docs: { png: Buffer; pdf: Buffer }) {
  const upload = await request.post('/api/merchant/kyb/files', {
    headers: auth(m),
    multipart: {
      legal_id_photo: { name: 'id-card.png', mimeType: 'image/png', buffer: docs.png },
      business_licence_photo: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: docs.pdf },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const submitted = await request.post('/api/merchant/kyb/submit', {
    headers: auth(m),
    data: {
      company_name: 'Applicant Works Ltd',
      entity_type: 'limited_company',
      registration_number: '91310000MA1FL0001X',
      registration_date: '2019-04-18',
      address: '88 Century Avenue, Pudong, Shanghai',
      business_scope: 'Cross-border e-commerce',
      industry: 'ecommerce',
      website: 'https://applicant.example.com',
      source_of_funds: 'business_revenue',
      legal_rep_name: 'Li Wei',
      legal_rep_email: 'li.wei@applicant.example.com',
      legal_rep_phone: '+86 138 0013 8000',
      legal_rep_id_type: 'id_card',
      legal_rep_id_number: '310101199001011234',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return ((await submitted.json()) as { data: { id: string } }).data.id;
}

async function closeDrawer(drawer: Locator) {
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300); // let drawers and toasts finish their animation
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Finds nothing cut: no element of the page is wider than its box (text overflowing a cell or a button). */
async function expectNothingCut(page: Page) {
  const cut = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.ant-btn, .ant-tag, .ant-menu-title-content, .ant-descriptions-item-label',
      ),
    )
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
}

test('back office: log in with a code, review KYB, disable a merchant (its console logs out), close an exception', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const target = await registerMerchant(request, 'Doomed Trading Ltd');
  const payee = await registerMerchant(request, 'Exception Goods Ltd');
  const applicant = await registerMerchant(request, 'Applicant Works Ltd');
  const order = await exceptionOrder(request, payee);
  const submissionId = await submitKyb(request, applicant, await documents(browser));

  // The merchant to be disabled has its console open.
  const merchantContext = await browser.newContext();
  await useSession(merchantContext, target, String(baseURL));
  const console_ = await merchantContext.newPage();
  await console_.goto('/index');
  await expect(console_.getByTestId('layout')).toBeVisible();
  // every answer of the API to the console that refuses it (recorded from before the merchant is disabled)
  const refused: string[] = [];
  await console_.route('**/api/**', async (route) => {
    const res = await route.fetch();
    if (res.status() === 403) refused.push(await res.text());
    await route.fulfill({ response: res });
  });

  // The operator logs in with email, password and a code computed here; the merchant session is not involved.
  const opsContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const ops = await opsContext.newPage();
  await ops.goto('/ops/login');
  await expect(ops.getByTestId('ops-login-submit')).toBeVisible();
  await shot(ops, 'cn-login');
  await logInOperator(ops);
  await expect(ops).toHaveURL(/\/ops\/kyb$/);
  expect(await opsContext.cookies()).not.toContainEqual(expect.objectContaining({ name: 'token' }));

  // KYB: the submission's documents are shown inline (image and PDF), then approved.
  const row = ops.getByTestId(`ops-kyb-${submissionId}`);
  await expect(row).toBeVisible();
  await shot(ops, 'cn-kyb-queue');
  await row.getByTestId('ops-kyb-open').click();
  const drawer = ops.getByTestId('ops-kyb-drawer');
  await expect(drawer.getByTestId('ops-kyb-image').locator('img')).toHaveJSProperty('complete', true);
  await expect
    .poll(() =>
      drawer
        .getByTestId('ops-kyb-image')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(100);
  const pdfFrame = drawer.getByTestId('ops-kyb-pdf');
  await expect(pdfFrame).toBeVisible();
  const pdfResponse = await ops.request.get(String(await pdfFrame.getAttribute('src')));
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  expect(pdfResponse.headers()['content-disposition']).toMatch(/^inline/);
  expect(pdfResponse.headers()['x-content-type-options']).toBe('nosniff');
  await shot(ops, 'cn-kyb-review');
  await pdfFrame.scrollIntoViewIfNeeded();
  await ops.waitForTimeout(1500); // the PDF viewer draws the first page
  await ops.screenshot({ path: `${SHOTS}/cn-kyb-documents.png` });
  await drawer.getByTestId('ops-kyb-approve').click();
  // the confirmation has finished opening: a press during its motion is lost
  await animationsDone(ops);
  await ops.getByTestId('ops-kyb-approve-ok').click();
  await expect(drawer.getByTestId('ops-kyb-approve')).toBeHidden();
  const info = await request.get('/api/merchant/info', { headers: auth(applicant) });
  expect(((await info.json()) as { data: { kyb_status: string } }).data.kyb_status).toBe('verified');
  await closeDrawer(drawer);

  // Merchants: disable one with a reason; its open console logs out on its next call.
  await ops.getByTestId('ops-menu-merchants').click();
  await ops.getByTestId('ops-merchant-search').locator('input').fill(target.email);
  await ops.getByTestId('ops-merchant-search').locator('input').press('Enter');
  const merchantRow = ops.getByTestId(`ops-merchant-${target.merchantId}`);
  await expect(merchantRow).toBeVisible();
  await merchantRow.getByTestId('ops-merchant-disable').click();
  // the dialog has finished opening: a press during its motion is lost
  await animationsDone(ops);
  await ops.getByTestId('ops-reason-ok').click();
  await expect(ops.locator('.ant-form-item-explain-error')).toHaveText('请填写原因');
  await ops.getByTestId('ops-reason').fill('Chargebacks under review');
  await shot(ops, 'cn-merchant-disable');
  await ops.getByTestId('ops-reason-ok').click();
  await expect(merchantRow.getByTestId('ops-merchant-status')).toHaveText('已停用');
  await shot(ops, 'cn-merchants');

  // The console's next call is answered 403 and it logs out: that call is the overview's refresh
  // (every 15 s) when it comes first, else the merchant info of a reload.
  if (refused.length === 0 && /\/index$/.test(console_.url())) {
    await console_.reload({ waitUntil: 'commit' }).catch(() => undefined); // it may leave the page while it loads
  }
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(JSON.parse(refused[0] ?? '{}')).toMatchObject({ code: 403, message: '账户已被停用' });
  await expect(console_).toHaveURL(/\/login\?redirect=%2Findex$/);
  await expect(console_.getByTestId('login-submit')).toBeVisible();
  await merchantContext.close();

  // Exceptions: the payee's order paid after it was cancelled is closed with a reason; the merchant sees it closed.
  await ops.getByTestId('ops-menu-exceptions').click();
  await ops.getByTestId('ops-exception-search').locator('input').fill(order.orderNo);
  await ops.getByTestId('ops-exception-search').locator('input').press('Enter');
  const exceptionRow = ops.getByTestId(`ops-exception-${order.id}`);
  await expect(exceptionRow).toBeVisible();
  await shot(ops, 'cn-exceptions');
  await exceptionRow.getByTestId('ops-exception-open').click();
  const orderDrawer = ops.getByTestId('ops-order-drawer');
  await expect(orderDrawer.getByTestId('receipt-status')).toHaveAttribute('data-status', 'exception');
  await shot(ops, 'cn-exception-order');
  await orderDrawer.getByTestId('ops-order-close').click();
  await ops.getByTestId('ops-reason').fill('Duplicate payment, payer refunded by treasury');
  await shot(ops, 'cn-exception-close');
  await ops.getByTestId('ops-reason-ok').click();
  await expect(orderDrawer.getByTestId('receipt-status')).toHaveAttribute('data-status', 'closed');
  await expect(orderDrawer.getByTestId('ops-order-close')).toBeHidden();
  const seen = await request.get(`/api/receipt-orders/${order.id}`, { headers: auth(payee) });
  expect(((await seen.json()) as { data: { status: string } }).data.status).toBe('closed');
  await closeDrawer(orderDrawer);

  // The audit log has both decisions, newest first.
  await ops.getByTestId('ops-menu-audit').click();
  const audit = ops.getByTestId('ops-audit-table');
  await expect(audit.locator('[data-action]').first()).toHaveAttribute('data-action', 'order_closed');
  await expect(audit.locator('[data-action="merchant_disabled"]').first()).toBeVisible();
  await expect(audit.locator('[data-action="kyb_approved"]').first()).toBeVisible();
  await shot(ops, 'cn-audit');
  await expectNothingCut(ops);

  // The same pages in English.
  await ops.getByTestId('lang-en').click();
  await expect(ops.getByTestId('ops-menu-audit')).toHaveText(/Audit log/);
  await shot(ops, 'en-audit');
  await expectNothingCut(ops);
  for (const section of ['merchants', 'exceptions', 'kyb'] as const) {
    await ops.getByTestId(`ops-menu-${section}`).click();
    await expect(ops.getByTestId(`ops-${section}-table`)).toBeVisible();
    await shot(ops, `en-${section}`);
    await expectNothingCut(ops);
  }
  await choose(ops, 'ops-kyb-status', 'Approved');
  await ops.getByTestId(`ops-kyb-${submissionId}`).getByTestId('ops-kyb-open').click();
  await expect(ops.getByTestId('ops-kyb-drawer').getByTestId('ops-kyb-pdf')).toBeVisible();
  await shot(ops, 'en-kyb-review');
  await closeDrawer(ops.getByTestId('ops-kyb-drawer'));
  await ops.getByTestId('ops-menu-exceptions').click();
  await ops.goto(`/ops/exceptions?order=${order.id}`);
  await expect(ops.getByTestId('ops-order-drawer').getByTestId('receipt-status')).toHaveAttribute(
    'data-status',
    'closed',
  );
  await shot(ops, 'en-exception-order');
  await closeDrawer(ops.getByTestId('ops-order-drawer'));

  // Logging out of the back office ends the operator session only.
  await ops.getByTestId('ops-logout').click();
  await animationsDone(ops);
  await ops.getByTestId('ops-logout-ok').click();
  await expect(ops).toHaveURL(/\/ops\/login$/);
  await shot(ops, 'en-login');
  await opsContext.close();
});
