import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchHydration } from './hydration';
import { layoutShiftOnPhone } from './layout-shift';
import { watchPolicyViolations } from './policy-violations';
import { onEachScreen } from './support';

/** Screenshots to look at, not kept (tmp/ is not committed). */
const out = path.resolve(import.meta.dirname, '../tmp/screenshots');
const PHONE = { width: 390, height: 844 };

test('/login and /register show their forms with scripts off, drawn by the server; the button waits for the script', async ({
  browser,
}) => {
  mkdirSync(out, { recursive: true });
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto('/login'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '登录商户后台' })).toBeVisible();
  await expect(page.getByTestId('login-email')).toBeVisible();
  await expect(page.getByTestId('login-password')).toBeVisible();
  // no submit the browser's way (the password in the address) before the script runs
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await page.screenshot({ path: path.join(out, 'login-no-js-390-cn.png'), fullPage: true });
  expect((await page.goto('/register'))?.status()).toBe(200);
  await expect(page.getByTestId('register-email')).toBeVisible();
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  await context.close();
});

test('with scripts on, /login hydrates without a mismatch and asks for no style sheet', async ({
  browser,
  baseURL,
}) => {
  mkdirSync(out, { recursive: true });
  await onEachScreen(browser, String(baseURL), null, async (page, screen, lang) => {
    const problems: string[] = [];
    const sheets: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(r.url());
    });
    const replaced = await watchHydration(page);
    const violations = await watchPolicyViolations(page.context());
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    expect(await replaced()).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cn' ? 'zh-CN' : 'en');
    await page.screenshot({ path: path.join(out, `login-${screen}.png`), fullPage: true });
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    expect(sheets).toEqual([]);
  });
});

test('on a phone, /login and /register do not move while they load (what Lighthouse counts as layout shift)', async ({
  browser,
  baseURL,
}) => {
  for (const path of ['/login', '/register'])
    for (const locale of ['zh-CN', 'en-US']) {
      const shift = await layoutShiftOnPhone(browser, `${baseURL}${path}`, locale);
      // a shift of a few hundred-thousandths (a line's rounding) is no movement a person sees
      expect(shift.total, `${path} in ${locale}: ${shift.moved.join('; ')}`).toBeLessThan(0.01);
    }
});
