import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';

/** The newest 6-digit code mailed to an address, from the dev mailbox. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { items: { text: string }[] } };
    const code = /\b(\d{6})\b/.exec(body.data.items[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

export const uniqueEmail = () =>
  `e2e.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.com`;

export const PASSWORD = 'Correct-Horse-42';

export interface Merchant {
  email: string;
  name: string;
  token: string;
  merchantId: string;
}

/** Registers a merchant through the API (code from the dev mailbox) and logs it in. */
export async function registerMerchant(
  request: APIRequestContext,
  name = 'Harbor Shell Ltd',
): Promise<Merchant> {
  const email = uniqueEmail();
  await request.post('/api/merchant/send-code', { data: { email, purpose: 'register' } });
  const code = await mailedCode(request, email);
  const registered = await request.post('/api/merchant/register', {
    data: {
      merchant_name: name,
      merchant_type: 'enterprise',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      code,
      token: '',
    },
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
  const login = await request.post('/api/merchant/login', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const body = (await login.json()) as { data: { token: string; merchant_id: string } };
  return { email, name, token: body.data.token, merchantId: body.data.merchant_id };
}

/** The time zone of a merchant registered without one (the server's default): its days and months. */
export const MERCHANT_TIME_ZONE = 'Asia/Shanghai';

/**
 * The month it is now in a merchant's books (YYYY-MM, in its time zone): not the UTC month for eight
 * hours at each month's end.
 */
export function merchantMonth(now = new Date(), timeZone = MERCHANT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(now);
}

/** Puts the session cookies of a logged-in merchant into the browser (SHELL-28: token and uuid). */
export async function useSession(
  context: BrowserContext,
  merchant: Merchant,
  baseURL: string,
): Promise<void> {
  await context.addCookies([
    { name: 'token', value: merchant.token, url: baseURL },
    { name: 'uuid', value: merchant.merchantId, url: baseURL },
  ]);
}

/**
 * A page on each screen the pages are judged at: 390 (a phone) and 1440 px wide, in cn and in en, as
 * the merchant logged in (or a visitor: null); `shoot` takes its screenshots, then the context is closed.
 */
export async function onEachScreen(
  browser: Browser,
  baseURL: string,
  merchant: Merchant | null,
  shoot: (page: Page, screen: string, lang: 'cn' | 'en') => Promise<void>,
): Promise<void> {
  for (const width of [390, 1440]) {
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
      if (merchant) await useSession(context, merchant, baseURL);
      await shoot(await context.newPage(), `${width}-${lang}`, lang);
      await context.close();
    }
  }
}

/**
 * Shell specs: one merchant per worker; every test gets a fresh browser context with its session
 * cookies and starts on /index with the shell rendered.
 */
export const shellTest = test.extend<{ shell: Page }, { merchant: Merchant }>({
  merchant: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = await playwright.request.newContext({ baseURL });
      await use(await registerMerchant(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  shell: async ({ page, context, merchant, baseURL }, use) => {
    await useSession(context, merchant, String(baseURL));
    await page.goto('/index');
    await expect(page.getByTestId('layout')).toBeVisible();
    await use(page);
  },
});

/** Navigates inside the app (no reload) and waits until the page of `path` is shown. */
export async function openPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // the router's own history entry shape: a fresh key, the next index
    const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (path.startsWith('/refresh') || path.startsWith('/redirect')) return;
  await expect(page.locator(`[data-testid="page-pane"][data-path="${path}"] .mc-page`).first()).toBeVisible();
}

/**
 * Waits until no finite animation runs (a dialog's zoom, a page's fade): a select opened while its
 * dialog still zooms in measures its list at the dialog's small starting scale.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Picks `option` in the antd select of test id `testId` and waits until the select shows it.
 * A click that lands while the opening list redraws itself (the list scrolls to the chosen option on a
 * busy machine) leaves the option hovered but not chosen: the choice is then made again. `search`
 * is typed first where the list is long.
 */
export async function choose(
  page: Page,
  testId: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const field = page.getByTestId(testId);
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await open.count()) === 0) {
      await field.click();
      if (search) await page.keyboard.type(search);
    }
    await open
      .locator('.ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5000 });
    await expect(field).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
