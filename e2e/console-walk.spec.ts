import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createCollectionAccount } from './collection-support';
import { auth, BANK_ACCOUNT, data, topUp } from './fiat-support';
import { layoutProblems, settled } from './layout-check';
import { remit, verifiedMerchant } from './payouts-support';
import { watchPolicyViolations } from './policy-violations';
import { animationsDone, type Merchant, useSession } from './support';
import { inviteMember } from './team-support';

/**
 * Every page of the console, as a merchant with some of everything sees it at 390 and 1440 px wide in
 * cn and en: nothing scrolls sideways, no column hides behind a pinned one, no text is cut without
 * its whole value at hand, and no page breaks the content security policy (no eval, no script of
 * another origin). Each page's screenshot goes to docs/screenshots/pages.
 */
const out = path.resolve(import.meta.dirname, '../docs/screenshots/pages');

/** Pages outside the menu that a merchant reaches from a list or a button. */
const BESIDE_MENU = ['/receive/create', '/pay/create', '/withdraw/create', '/kyc-kyb/history'];

/** The menu's pages, every group opened in turn (an accordion): what a merchant reaches from the side menu. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.goto('/index');
  await expect(page.getByTestId('layout')).toBeVisible({ timeout: 30_000 });
  const paths = new Set<string>();
  const opened = new Set<string>();
  const shown = (selector: string, attribute: string) =>
    page
      .locator(`.ant-layout-sider ${selector}`)
      .evaluateAll(
        (els, attr) =>
          els.filter((el) => el.getClientRects().length > 0).map((el) => el.getAttribute(attr) ?? ''),
        attribute,
      );
  for (let round = 0; round < 60; round++) {
    for (const id of await shown('.ant-menu-item [data-testid^="menu-/"]', 'data-testid'))
      paths.add(id.slice('menu-'.length));
    const next = (await shown('.ant-menu-submenu-title', 'data-menu-id')).find((id) => !opened.has(id));
    if (next === undefined) break;
    opened.add(next);
    await page.locator(`.ant-layout-sider .ant-menu-submenu-title[data-menu-id="${next}"]`).click();
    await page.waitForTimeout(350); // the submenu's opening motion
  }
  return [...paths];
}

/** Opens a page inside the app (no reload) and waits for it; a busy machine gets its time. */
async function show(page: Page, to: string) {
  await page.evaluate((path) => {
    const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(page.locator(`[data-testid="page-pane"][data-path="${to}"] .mc-page`).first()).toBeVisible({
    timeout: 30_000,
  });
  await settled(page);
}

/**
 * A screenshot of the whole page: the shell scrolls a page inside its pane, not the document, so the
 * window is made as tall as the pane's content for the shot, then given back its height.
 */
async function shootWhole(page: Page, file: string) {
  // the page's entrance (a fade) is over: a shot taken during it shows the page pale
  await animationsDone(page);
  const viewport = page.viewportSize()!;
  const hidden = await page.evaluate(() => {
    const pane = Array.from(document.querySelectorAll('.mc-pane')).find(
      (el) => el.getClientRects().length > 0,
    );
    return pane ? pane.scrollHeight - pane.clientHeight : 0;
  });
  if (hidden > 0)
    await page.setViewportSize({ ...viewport, height: Math.min(viewport.height + hidden, 8000) });
  await page.screenshot({ path: file, type: 'jpeg', quality: 60 });
  if (hidden > 0) await page.setViewportSize(viewport);
}

interface Walked {
  merchant: Merchant;
  /** Each page's path and the name its screenshots take. */
  pages: { path: string; name: string }[];
}

/** A merchant with some of everything: paid orders, a remittance, a top-up, a saved bank account, a collection account, an invitation. */
async function merchantWithEverything(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
): Promise<Walked> {
  const merchant = await verifiedMerchant(request, '晨光贸易样例有限公司 Morning Light Trading', '100');
  await remit(request, merchant, {
    amount: '12.5',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    remark: 'Rent March',
  });
  const account = await data<{ id: string }>(
    await request.post('/api/merchant/bank-accounts', { headers: auth(merchant), data: BANK_ACCOUNT }),
  );
  await topUp(request, merchant, account.id, '1000', '1000');
  await createCollectionAccount(request, merchant, {
    customer_name: 'Harbor Logistics Customer Services Department',
    customer_ref: `WALK-${Date.now()}`,
    email: 'customer.walk@example.com',
  });
  await inviteMember(request, merchant, `walk.${Date.now().toString(36)}@example.com`, 'finance');
  const orders = await data<{ items: { id: string }[] }>(
    await request.get('/api/receipt-orders', { headers: auth(merchant) }),
  );
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await useSession(context, merchant, baseURL);
  const menu = await menuPaths(await context.newPage());
  await context.close();
  const nameOf = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-');
  return {
    merchant,
    pages: [
      ...[...menu, ...BESIDE_MENU].map((path) => ({ path, name: nameOf(path) })),
      { path: `/receive/order/${orders.items[0]!.id}`, name: 'receive-order' },
    ],
  };
}

let walked: Walked;

test.beforeAll(async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  walked = await merchantWithEverything(browser, request, String(baseURL));
  expect(walked.pages.length).toBeGreaterThan(30);
  // WALK_PATHS=/money,/power walks those pages alone (while mending them)
  const only = process.env.WALK_PATHS?.split(',');
  if (only) walked.pages = walked.pages.filter((p) => only.includes(p.path));
});

for (const width of [1440, 390]) {
  for (const lang of ['cn', 'en'] as const) {
    test(`every console page at ${width} px in ${lang}: nothing scrolls sideways or is cut, no policy broken`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(420_000);
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await context.addCookies([{ name: 'lang', value: lang, url: String(baseURL) }]);
      await useSession(context, walked.merchant, String(baseURL));
      const violations = await watchPolicyViolations(context);
      const page = await context.newPage();
      await page.goto('/index');
      await expect(page.getByTestId('layout')).toBeVisible({ timeout: 30_000 });
      const problems: string[] = [];
      for (const { path: to, name } of walked.pages) {
        await show(page, to);
        for (const problem of await layoutProblems(page)) problems.push(`${to}: ${problem}`);
        for (const violation of violations.splice(0))
          problems.push(`${to}: content security policy: ${violation}`);
        await shootWhole(page, path.join(out, `${name}-${width}-${lang}.jpeg`));
      }
      await context.close();
      console.log(
        `${walked.pages.length} pages at ${width} in ${lang}: ${problems.length} problems\n${problems.join('\n')}`,
      );
      expect(problems).toEqual([]);
    });
  }
}
