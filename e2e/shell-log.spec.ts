import path from 'node:path';
import { expect } from '@playwright/test';
import { layoutProblems } from './layout-check';
import { animationsDone, openPath, shellTest as test } from './support';

const shots = path.resolve(import.meta.dirname, '../docs/screenshots');

test('SHELL-31/34: info, warning and error entries: badge count, tooltip, log page with details', async ({
  shell: page,
}) => {
  const badge = page.getByTestId('log-badge');
  await expect(badge).toHaveAttribute('aria-label', '没有日志或异常');
  await openPath(page, '/demo/plugins/log');
  await page.getByTestId('log-push-info').click();
  await page.getByTestId('log-push-warning').click();
  await expect(badge).toHaveAttribute('data-dot', 'true');
  await page.getByTestId('log-push-error').click();
  await expect(badge).toHaveAttribute('data-count', '1');
  await expect(badge).toHaveAttribute('aria-label', '3 条日志 | 1 条错误');
  await badge.click();
  await expect(page).toHaveURL(/\/log$/);
  const table = page.getByTestId('log-table');
  for (const head of ['时间', '信息', '地址', '类型'])
    await expect(table.locator('thead')).toContainText(head);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText('演示：一条错误日志');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await table.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.locator('.mc-log-details').first()).toContainText('"url"');
});

test('SHELL-32: a page that throws and an unhandled rejection are logged, not shown; the shell stays', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/plugins/log');
  await page.getByTestId('log-reject').click();
  await expect(page.getByTestId('log-badge')).toHaveAttribute('data-count', '1');
  await expect(page.getByText('Demo unhandled rejection')).toHaveCount(0);
  await page.getByTestId('log-throw').click();
  await expect(page.getByTestId('page-error')).toBeVisible();
  await expect(page.getByText('Demo render error')).toHaveCount(0);
  await expect(page.getByTestId('log-badge')).toHaveAttribute('data-count', '2');
  await page.getByTestId('menu-/log').click();
  await expect(page.getByTestId('log-table')).toContainText('Demo render error');
});

test('SHELL-35: navigation errors from push/replace are swallowed (no error entries)', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/plugins/log');
  // two quick navigations: the first is cancelled by the second
  await page.getByTestId('menu-/log').click();
  await page.getByTestId('header-logo').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('log-badge')).toHaveAttribute('data-count', '0');
});

test('SHELL-34 on a phone: no expand column; a tap on an entry opens its details, nothing is cut', async ({
  shell: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPath(page, '/demo/plugins/log');
  await page.getByTestId('log-push-info').click();
  await page.getByTestId('log-push-error').click();
  await openPath(page, '/log');
  const table = page.getByTestId('log-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(table.locator('.ant-table-row-expand-icon, .ant-table-row-expand-icon-cell')).toHaveCount(0);
  await expect(table.locator('thead')).not.toContainText('详情');
  expect(await layoutProblems(page)).toEqual([]);
  await rows.first().click();
  await expect(rows.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.mc-log-details').first()).toContainText('"url"');
  expect(await layoutProblems(page)).toEqual([]);
  await animationsDone(page);
  await page.screenshot({ path: path.join(shots, 'log-entry-390-cn.png') });
  await rows.first().press('Enter');
  await expect(rows.first()).toHaveAttribute('aria-expanded', 'false');
});
