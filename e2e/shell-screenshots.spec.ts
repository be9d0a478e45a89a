import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { openPath, shellTest as test } from './support';

const out = path.resolve(import.meta.dirname, '../docs/screenshots');

test.use({ viewport: { width: 1280, height: 800 } });

for (const theme of ['d2', 'violet', 'tomorrow-night-blue']) {
  for (const lang of ['cn', 'en']) {
    test(`screenshot of the shell: ${theme} / ${lang}`, async ({ shell: page }) => {
      mkdirSync(out, { recursive: true });
      if (lang === 'en') {
        await page.getByTestId('lang-switch').click();
        await page.getByTestId('lang-en').click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await page.getByTestId('theme-control').click();
      await page.getByTestId(`theme-${theme}`).click();
      await page.locator('.ant-modal-close').click();
      await expect(page.getByTestId('theme-dialog')).toBeHidden();
      await openPath(page, '/demo/playground/page-cache/on');
      await openPath(page, '/demo/plugins/export');
      await page.getByText(lang === 'en' ? 'Demo' : '演示', { exact: true }).hover();
      await page.mouse.click(1200, 760);
      await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 5000 });
      await page.screenshot({ path: path.join(out, `shell-${theme}-${lang}.png`) });
    });
  }
}
