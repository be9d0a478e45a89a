import { expect, type Page } from '@playwright/test';
import { openPath, shellTest as test } from './support';

const tabs = (page: Page) => page.getByTestId('tab');
const tab = (page: Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
const pane = (page: Page, path: string) => page.locator(`[data-testid="page-pane"][data-path="${path}"]`);
const ON = '/demo/playground/page-cache/on';
const OFF = '/demo/playground/page-cache/off';

async function paths(page: Page): Promise<string[]> {
  return tabs(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-path') ?? ''));
}

test('SHELL-9/10: home is first without a close button; each new page appends a tab; the same path focuses it', async ({
  shell: page,
}) => {
  expect(await paths(page)).toEqual(['/index']);
  await expect(tab(page, '/index').getByTestId('tab-close')).toHaveCount(0);
  await openPath(page, ON);
  await openPath(page, OFF);
  await openPath(page, '/refresh');
  await expect(page).toHaveURL(new RegExp(`${OFF}$`));
  await openPath(page, ON);
  expect(await paths(page)).toEqual(['/index', ON, OFF]);
  await expect(tab(page, ON)).toHaveAttribute('aria-selected', 'true');
});

test('SHELL-15: a cached page keeps its input and scroll position across tab switches; closing drops it', async ({
  shell: page,
}) => {
  await openPath(page, ON);
  await page.getByTestId('cache-input').fill('kept text');
  await pane(page, ON).evaluate((el) => {
    el.scrollTop = 400;
  });
  await openPath(page, OFF);
  await pane(page, OFF).getByTestId('cache-input').fill('lost text');
  await tab(page, ON).click();
  await expect(pane(page, ON).getByTestId('cache-input')).toHaveValue('kept text');
  expect(await pane(page, ON).evaluate((el) => el.scrollTop)).toBe(400);
  await tab(page, OFF).click();
  await expect(pane(page, OFF).getByTestId('cache-input')).toHaveValue('');
  await tab(page, ON).getByTestId('tab-close').click();
  await openPath(page, ON);
  await expect(pane(page, ON).getByTestId('cache-input')).toHaveValue('');
});

test('SHELL-15: params/1 and params/2 are separate cached pages; neither reacts to the other URL', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/playground/page-cache/params/1');
  await page.getByTestId('cache-input').fill('one');
  await openPath(page, '/demo/playground/page-cache/params/2');
  await expect(page.getByTestId('page-title')).toHaveText('带参数缓存 2');
  await pane(page, '/demo/playground/page-cache/params/2').getByTestId('cache-input').fill('two');
  await tab(page, '/demo/playground/page-cache/params/1').click();
  const one = pane(page, '/demo/playground/page-cache/params/1');
  await expect(one.getByTestId('cache-input')).toHaveValue('one');
  await expect(one.getByRole('heading', { name: '带参数缓存 1' })).toBeVisible();
});

test('SHELL-11: closing the current tab activates the right neighbour, or the left when last', async ({
  shell: page,
}) => {
  for (const p of [ON, OFF, '/log']) await openPath(page, p);
  await tab(page, OFF).click();
  await tab(page, OFF).getByTestId('tab-close').click();
  await expect(page).toHaveURL(/\/log$/);
  await tab(page, '/log').getByTestId('tab-close').click();
  await expect(page).toHaveURL(new RegExp(`${ON}$`));
  await openPath(page, '/log');
  await tab(page, ON).getByTestId('tab-close').click();
  await expect(page).toHaveURL(/\/log$/);
  expect(await paths(page)).toEqual(['/index', '/log']);
});

test('SHELL-12: context menu: close left / right / others / all; home offers only close all', async ({
  shell: page,
}) => {
  for (const p of [ON, OFF, '/log', '/demo/plugins/day']) await openPath(page, p);
  await tab(page, '/index').click({ button: 'right' });
  await expect(page.getByTestId('tab-menu-closeAll')).toBeVisible();
  await expect(page.getByTestId('tab-menu-closeLeft')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await tab(page, OFF).click({ button: 'right' });
  await page.getByTestId('tab-menu-closeLeft').click();
  expect(await paths(page)).toEqual(['/index', OFF, '/log', '/demo/plugins/day']);
  await expect(page).toHaveURL(new RegExp(`${OFF}$`));
  await tab(page, '/log').click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByTestId('tab-menu-closeRight').click();
  expect(await paths(page)).toEqual(['/index', OFF, '/log']);
  await tab(page, '/log').click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByTestId('tab-menu-closeOthers').click();
  expect(await paths(page)).toEqual(['/index', '/log']);
  await tab(page, '/log').click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByTestId('tab-menu-closeAll').click();
  expect(await paths(page)).toEqual(['/index']);
  await expect(page).toHaveURL(/\/index$/);
});

test('SHELL-13/14: tabs reorder by drag and drop; order and list survive a reload', async ({
  shell: page,
}) => {
  for (const p of [ON, OFF, '/log']) await openPath(page, p);
  await tab(page, '/log').dragTo(tab(page, ON));
  expect(await paths(page)).toEqual(['/index', '/log', ON, OFF]);
  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  expect(await paths(page)).toEqual(['/index', '/log', ON, OFF]);
});

test('SHELL-16: refresh on a tab remounts only that page (through /refresh and back)', async ({
  shell: page,
}) => {
  await openPath(page, '/demo/playground/page-cache/params/1');
  await page.getByTestId('cache-input').fill('other page state');
  await openPath(page, ON);
  await pane(page, ON).getByTestId('cache-input').fill('before refresh');
  await tab(page, ON).click({ button: 'right' });
  await page.getByTestId('tab-menu-refresh').click();
  await expect(page).toHaveURL(new RegExp(`${ON}$`));
  await expect(pane(page, ON).getByTestId('cache-input')).toHaveValue('');
  await tab(page, '/demo/playground/page-cache/params/1').click();
  await expect(pane(page, '/demo/playground/page-cache/params/1').getByTestId('cache-input')).toHaveValue(
    'other page state',
  );
});
