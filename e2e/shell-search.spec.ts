import { expect } from '@playwright/test';
import { shellTest as test } from './support';

test('SHELL-17: s opens the search (not while typing), the input is focused after 500 ms, esc closes', async ({
  shell: page,
}) => {
  const panel = page.getByTestId('search-panel');
  // measured in the page: from the panel entering the document to the input getting the focus
  const focusDelay = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shown = 0;
        const seen = new MutationObserver(() => {
          if (!shown && document.querySelector('[data-testid="search-panel"]')) shown = performance.now();
        });
        seen.observe(document.body, { childList: true, subtree: true });
        document.addEventListener('focusin', function onFocus(event) {
          if (!(event.target instanceof Element) || !event.target.closest('[data-testid="search-input"]'))
            return;
          document.removeEventListener('focusin', onFocus);
          seen.disconnect();
          resolve(performance.now() - shown);
        });
      }),
  );
  await page.keyboard.press('s');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('search-input')).toBeFocused();
  expect(await focusDelay).toBeGreaterThanOrEqual(450);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByTestId('search-button').click();
  await expect(panel).toBeVisible();
  await panel.click({ position: { x: 10, y: 10 } });
  await expect(panel).toBeHidden();

  await page.getByTestId('lang-switch').click();
  await page.keyboard.press('Escape');
  await page.goto('/demo/playground/page-cache/on');
  await page.getByTestId('cache-input').first().click();
  await page.keyboard.type('says');
  await expect(panel).toBeHidden();
});

test('SHELL-18: an empty query lists every visible page; fuzzy match on "Parent / Child" and path', async ({
  shell: page,
}) => {
  await page.keyboard.press('s');
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible();
  const all = await results.count();
  expect(all).toBeGreaterThan(20);
  await expect(page.getByTestId('search-results')).not.toContainText('/refresh');
  await page.getByTestId('search-input').fill('演示插件剪贴');
  await expect(results.first()).toContainText('演示 / 插件 / 剪贴板');
  await page.getByTestId('search-input').fill('plugins/db');
  await expect(results.first()).toContainText('/demo/plugins/db');
});

test('SHELL-19: choosing a result navigates and closes; the current page just closes', async ({
  shell: page,
}) => {
  await page.keyboard.press('s');
  await page.getByTestId('search-input').fill('前端日志');
  await page.getByTestId('search-result').first().click();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByTestId('search-panel')).toBeHidden();
  await page.keyboard.press('s');
  await page.getByTestId('search-input').fill('/log');
  await page.getByTestId('search-result').first().click();
  await expect(page.getByTestId('search-panel')).toBeHidden();
  await expect(page).toHaveURL(/\/log$/);
  await page.keyboard.press('s');
  await page.goBack();
  await expect(page.getByTestId('search-panel')).toBeHidden();
});
