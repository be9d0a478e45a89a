import { expect, type Page } from '@playwright/test';
import { openPath, shellTest as test } from './support';

const bg = (page: Page, id: string) =>
  page.getByTestId(id).evaluate((el) => getComputedStyle(el).backgroundColor);
const activeTabBg = (page: Page) =>
  page
    .locator('[data-testid="tab"][aria-selected="true"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test('SHELL-20/22: each theme restyles header, aside and tabs; the choice is saved per user across a reload', async ({
  shell: page,
  merchant,
}) => {
  const seen = new Set<string>();
  await page.getByTestId('theme-control').click();
  for (const name of ['d2', 'element', 'violet', 'tomorrow-night-blue']) {
    await page.getByTestId(`theme-${name}`).click();
    await expect(page.getByTestId('layout')).toHaveAttribute('data-theme', name);
    seen.add(`${await bg(page, 'header')}|${await bg(page, 'aside')}|${await activeTabBg(page)}`);
  }
  expect(seen.size).toBe(4);
  await expect(page.getByTestId('theme-dialog').locator('svg.mc-theme-preview')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('layout')).toHaveAttribute('data-theme', 'tomorrow-night-blue');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem(localStorage.key(0) ?? '') ?? '{}'),
  );
  expect(stored.sys.user[merchant.merchantId].theme.activeName).toBe('tomorrow-night-blue');
});

test('SHELL-22: an unknown saved theme falls back to d2 and is saved again', async ({
  shell: page,
  merchant,
}) => {
  await page.evaluate((uuid) => {
    const key = localStorage.key(0) ?? '';
    const tree = JSON.parse(localStorage.getItem(key) ?? '{}');
    tree.sys.user[uuid].theme = { activeName: 'no-such-theme' };
    localStorage.setItem(key, JSON.stringify(tree));
  }, merchant.merchantId);
  await page.reload();
  await expect(page.getByTestId('layout')).toHaveAttribute('data-theme', 'd2');
  const saved = await page.evaluate(
    (uuid) =>
      JSON.parse(localStorage.getItem(localStorage.key(0) ?? '') ?? '{}').sys.user[uuid].theme.activeName,
    merchant.merchantId,
  );
  expect(saved).toBe('d2');
});

test('SHELL-23: a size change re-applies the size, clears cached pages and goes through /refresh', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/playground/page-cache/on');
  const input = page.locator('[data-path="/demo/playground/page-cache/on"] [data-testid="cache-input"]');
  await input.fill('cached before');
  const before = await input.evaluate((el) => el.getBoundingClientRect().height);
  await page.getByTestId('size-control').click();
  await expect(page.getByTestId('size-mini')).toBeVisible();
  await page.getByTestId('size-mini').click();
  await expect(page.getByTestId('size-mini')).toBeHidden();
  await expect(page).toHaveURL(/page-cache\/on$/);
  await expect.poll(() => input.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(before);
  await expect(input).toHaveValue('');
  await page.reload();
  await expect(input).toBeVisible();
  expect(await input.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(before);
});

test('SHELL-24: the colour picker offers presets (default #409EFF) and sets the primary colour', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/plugins/cookie');
  const primary = page.getByTestId('cookie-set');
  // #409EFF is drawn as its shade that reads at 4.5:1 under white text (#2d6fb2)
  await expect(primary).toHaveCSS('background-color', 'rgb(45, 111, 178)');
  await page.getByTestId('color-control').click();
  await expect(page.getByTestId('color-#409EFF')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('color-#722ED1').click();
  await expect(primary).toHaveCSS('background-color', 'rgb(114, 46, 209)');
  await page.reload();
  await expect(page.getByTestId('cookie-set')).toHaveCSS('background-color', 'rgb(114, 46, 209)');
});

test('SHELL-25: fullscreen toggles and Esc resets the flag', async ({ shell: page }) => {
  const button = page.getByTestId('fullscreen');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => document.exitFullscreen());
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});
