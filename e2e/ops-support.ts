import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The operator that the e2e server's start creates with `npm run ops -- create-operator` (see the config). */
export const E2E_OPERATOR = { email: 'ops.e2e@example.com', password: 'Night-Desk-Review-2048' };

const PERIOD_MS = 30_000;

/** The data folder of the product the running spec's project drives (e2e/playwright.config.ts). */
function dataDir(): string {
  const dir = (test.info().project.metadata as { dataDir?: string }).dataDir;
  if (!dir) throw new Error('no data folder in the project: run the specs with e2e/playwright.config.ts');
  return dir;
}

/** The authenticator secret the command line printed for the e2e operator. */
export function operatorSecret(): string {
  const printed = JSON.parse(fs.readFileSync(path.join(dataDir(), 'e2e-operator.json'), 'utf8')) as {
    totp_secret: string;
  };
  return printed.totp_secret;
}

/**
 * A code of the operator's authenticator that no login used yet: a code logs in once, so this
 * waits for the next 30 s step when the current one was used (by any spec of the run).
 */
export async function freshOperatorCode(): Promise<string> {
  const usedFile = path.join(dataDir(), 'e2e-operator-last-step');
  const used = fs.existsSync(usedFile) ? Number(fs.readFileSync(usedFile, 'utf8')) : -1;
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (step <= used) {
    await new Promise((r) => setTimeout(r, (used + 1) * PERIOD_MS - Date.now() + 200));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  fs.writeFileSync(usedFile, String(step));
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: operatorSecret() });
  return totp.generate({ timestamp: step * PERIOD_MS + 1000 });
}

/** The e2e operator's back-office session for API calls: one per worker, logged in again when it ended. */
let operatorToken: string | undefined;

async function operatorLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/ops/login', {
    data: { ...E2E_OPERATOR, totp_code: await freshOperatorCode() },
  });
  const body = (await res.json()) as { code: number; data: { token: string }; message: string };
  if (body.code !== 200) throw new Error(`operator login: ${body.code} ${body.message}`);
  return body.data.token;
}

/**
 * The e2e operator's back-office token, kept for the worker's later calls and pages: a code logs in
 * once, so logging in each time would wait for a new 30 s step each time.
 */
async function operatorSession(request: APIRequestContext): Promise<string> {
  operatorToken ??= await operatorLogin(request);
  return operatorToken;
}

/** A POST to the back office's API as the e2e operator; a kept session that has ended (401) logs in again once. */
export async function operatorPost(
  request: APIRequestContext,
  url: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const post = (token: string) =>
    request.post(url, { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  const res = await post(await operatorSession(request));
  if (res.status() !== 401) return res;
  operatorToken = await operatorLogin(request);
  return post(operatorToken);
}

/**
 * Opens a back-office page as the e2e operator with the worker's session in the tab, as the login
 * form leaves it (ops.spec.ts drives the form itself).
 */
export async function openAsOperator(
  page: Page,
  request: APIRequestContext,
  from = '/ops/kyb',
): Promise<void> {
  // a page opened on an ended session would be sent to the login form: the kept one is checked first
  const me = await request.get('/api/ops/me', {
    headers: { authorization: `Bearer ${await operatorSession(request)}` },
  });
  if (!me.ok()) operatorToken = await operatorLogin(request);
  const token = await operatorSession(request);
  await page.addInitScript((t) => window.sessionStorage.setItem('mc.ops.token', t), token);
  await page.goto(from);
  await expect(page.getByTestId('ops-layout')).toBeVisible();
}

/** Logs the e2e operator in at /ops/login (from wherever the page is sent there). */
export async function logInOperator(page: Page, from = '/ops/kyb'): Promise<void> {
  await page.goto(from);
  await expect(page).toHaveURL(/\/ops\/login/);
  await page.getByTestId('ops-login-email').fill(E2E_OPERATOR.email);
  await page.getByTestId('ops-login-password').fill(E2E_OPERATOR.password);
  await page.getByTestId('ops-login-totp').fill(await freshOperatorCode());
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-layout')).toBeVisible();
}

/**
 * Screenshots of a back-office page into docs/screenshots, `<name>-<width>-<lang>.png` at 1440 and
 * 390 wide in cn and en; `ready` waits for the page in the language just chosen.
 */
export async function opsScreenshots(page: Page, name: string, ready: (lang: 'cn' | 'en') => Promise<void>) {
  const out = path.resolve(import.meta.dirname, '../docs/screenshots');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const lang of ['cn', 'en'] as const) {
      // A toast (the welcome, a language switch) can lie over the header's language buttons on a
      // phone: a click there lands on the toast, and a pointer resting on a toast keeps it open.
      await page.mouse.move(5, 600);
      await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
      const htmlLang = lang === 'cn' ? 'zh-CN' : 'en';
      const switching = (await page.locator('html').getAttribute('lang')) !== htmlLang;
      await page.getByTestId(`lang-${lang}`).click();
      await ready(lang);
      // the "language switched" toast goes after 2 s (not while the pointer rests on it); it comes a
      // moment after the page's new texts, so it is awaited first (a fast switch's may be gone already)
      await page.mouse.move(5, 600);
      const switched = page.getByText(/language switched successfully|语言切换成功/);
      if (switching) await switched.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
      await expect(switched).toBeHidden({ timeout: 8000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `${name}-${width}-${lang}.png`), fullPage: true });
    }
  }
}
