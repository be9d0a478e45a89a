import path from 'node:path';
import { expect, test } from '@playwright/test';
import { merchantWithMoney } from './money-support';
import { onEachScreen } from './support';

/** The money page on a phone and a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A message key shown as it is (its bundle not loaded by the route), e.g. `money.summary.total`. */
const UNTRANSLATED = /\b(money|route|common)\.[a-zA-Z]+(\.[a-zA-Z_]+)*\b/;

test('screenshots of /money at 390 and 1440 px, cn and en, with no untranslated text', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const merchant = await merchantWithMoney(request, 'Harbor Ledger Co');
  await onEachScreen(browser, String(baseURL), merchant, async (page, screen) => {
    await page.goto('/money');
    await expect(page.getByTestId('money-row-USDT')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('money-flow-chart').locator('.recharts-bar-rectangle').first()).toBeVisible(
      { timeout: 60_000 },
    );
    await expect(page.getByTestId('statement-emails')).toBeVisible();
    await expect(page.locator('main, .ant-layout-content').first()).not.toContainText(UNTRANSLATED);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(out, `money-${screen}.png`), fullPage: true });
    // the page scrolls inside the shell: the sections below the first screen, each on its own
    for (const section of ['money-flows', 'money-statements'])
      await page.getByTestId(section).screenshot({ path: path.join(out, `${section}-${screen}.png`) });
  });
});
