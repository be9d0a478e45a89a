import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { openPath, shellTest as test } from './support';

test('demo page-argu: send a username and a userid query', async ({ shell: page }) => {
  await openPath(page, '/demo/playground/page-argu/send');
  await page.getByTestId('argu-username').fill('bob');
  await page.getByTestId('argu-userid').fill('2002');
  await page.getByTestId('argu-send').click();
  await expect(page).toHaveURL(/page-argu\/get\/bob\?userid=2002$/);
  await expect(page.getByTestId('argu-got-username')).toHaveText('bob');
  await expect(page.getByTestId('argu-got-userid')).toHaveText('2002');
});

test('demo frames, env, locales', async ({ shell: page }) => {
  await openPath(page, '/demo/playground/frames');
  await expect(page.frameLocator('[data-testid="demo-frame"]').getByRole('heading')).toHaveText(
    '内嵌示例页面',
  );
  await openPath(page, '/demo/playground/env');
  await expect(page.getByTestId('env-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('env-mode')).toHaveText('production');
  await expect(page.getByTestId('env-apiBase')).toHaveText('/api');
  await openPath(page, '/demo/playground/locales');
  await page.getByTestId('locales-en').click();
  await expect(page.getByTestId('locales-current')).toHaveText('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('demo import: CSV rows in a table with a progress bar; XLSX from the export page', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/plugins/import');
  const rows = Array.from({ length: 30_000 }, (_, i) => `${i},"name, ${i}",${i}.50`).join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'big.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`id,name,amount\n${rows}\n`),
  });
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('import-table')).toContainText('name, 0');
  await expect(page.getByText('共 30000 行数据')).toBeVisible();

  await openPath(page, '/demo/plugins/export');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  const file = await (await download).path();
  await openPath(page, '/demo/plugins/import');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(file),
  });
  await expect(page.getByTestId('import-table')).toContainText('R-20250425-001');
  await expect(page.getByTestId('import-table')).toContainText('1250.000000');
});

test('demo export: CSV and .txt downloads', async ({ shell: page }) => {
  await openPath(page, '/demo/plugins/export');
  const csv = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csvText = readFileSync(await (await csv).path(), 'utf8');
  expect(csvText).toContain('订单号,币种,金额,状态,创建时间');
  expect(csvText).toContain('R-20250426-004,USDT,15000.000000');
  await page.getByTestId('export-text').fill('hello txt');
  const txt = page.waitForEvent('download');
  await page.getByTestId('export-txt').click();
  const download = await txt;
  expect(download.suggestedFilename()).toBe('note.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe('hello txt');
});

test('demo plugins: clipboard, day, cookie, db, and components', async ({
  shell: page,
  context,
  merchant,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPath(page, '/demo/plugins/clipboard');
  await page.getByTestId('clipboard-input').fill('copy me');
  await page.getByTestId('clipboard-copy').click();
  await page.getByTestId('clipboard-read').click();
  await expect(page.getByTestId('clipboard-result')).toHaveText('copy me');

  await openPath(page, '/demo/plugins/day');
  await page.getByTestId('day-format').fill('YYYY');
  await expect(page.getByTestId('day-result')).toHaveText(String(new Date().getFullYear()));

  await openPath(page, '/demo/plugins/cookie');
  await page.getByTestId('cookie-set').click();
  expect((await context.cookies()).find((c) => c.name === 'demo-demo')?.value).toBe('hello');

  await openPath(page, '/demo/plugins/db');
  await page.getByTestId('db-value').fill('stored');
  await page.getByTestId('db-set').click();
  await expect(page.getByTestId('db-result')).toHaveText(
    `sys.user.${merchant.merchantId}.demo.demo = stored`,
  );

  await openPath(page, '/demo/components/amount');
  await page.getByTestId('amount-input').fill('1234567.1');
  await expect(page.getByTestId('amount-output')).toHaveText('1,234,567.10 USDC');
  await openPath(page, '/demo/components/container');
  await expect(page.getByTestId('container-footer')).toBeVisible();
  await openPath(page, '/demo/components/qrcode');
  await expect(page.getByTestId('qr-code').locator('canvas')).toBeVisible();
  await openPath(page, '/demo/components/address');
  await expect(page.getByTestId('long-id').first()).toContainText('0x71C765…d8976F');
});
