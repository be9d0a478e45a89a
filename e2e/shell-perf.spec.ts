import { coreApi, webhooksApi } from '@mc/contract';
import { expect } from '@playwright/test';
import { openPath, shellTest as test } from './support';

const A = '/demo/playground/page-cache/params/1';
const B = '/demo/playground/page-cache/params/2';

/** The goal of issue 3 is 50 ms; until it is met the figure is reported, and a regression past this fails. */
const CEILING_MS = 400;
const WARM_UP = 4;

test.use({ trace: 'off' });

test('switching between two open tabs: time to the next paint, median and worst of 20', async ({
  shell: page,
}) => {
  await openPath(page, A);
  await openPath(page, B);
  const times: number[] = [];
  // the first WARM_UP switches run code for the first time (compilation); the 20 after them count
  for (let i = -WARM_UP; i < 20; i++) {
    const target = i % 2 === 0 ? A : B;
    const ms = await page.evaluate(
      (to) =>
        new Promise<number>((resolve) => {
          const tab = document.querySelector<HTMLElement>(`[data-testid="tab"][data-path="${to}"]`);
          const pane = () =>
            document.querySelector<HTMLElement>(`[data-testid="page-pane"][data-path="${to}"]`);
          performance.mark('switch-start');
          tab?.click();
          // The first frame in which the target page is displayed: animation-frame callbacks run
          // before that frame's style, layout and paint, and a task queued from one runs after the
          // paint, so the time is taken there (the "after next paint" measure).
          const check = () => {
            const el = pane();
            if (el && el.offsetParent !== null && getComputedStyle(el).display !== 'none') {
              setTimeout(() => resolve(performance.measure('switch', 'switch-start').duration), 0);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      target,
    );
    if (i >= 0) times.push(ms);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[9]! + sorted[10]!) / 2;
  const worst = sorted[sorted.length - 1]!;
  console.log(`tab switch median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (goal 50 ms)`);
  test.info().annotations.push({
    type: 'tab-switch',
    description: `median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`,
  });
  expect(median).toBeLessThanOrEqual(CEILING_MS);
});

test('the first screen builds no UI kit rules in the browser: the shell and the overview come with theirs', async ({
  shell: page,
}) => {
  await expect(page.getByTestId('balance-USDT-total')).toBeVisible();
  // the boot screen index.html drew has given way to the shell
  await expect(page.locator('.mc-boot')).toHaveCount(0);
  // the kit's map of the rules the console's style sheet holds (scripts/antdStylesPlugin.ts)
  const map = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'data-ant-cssinjs-cache-path';
    document.body.appendChild(probe);
    const content = getComputedStyle(probe).content;
    probe.remove();
    return content;
  });
  for (const component of ['Layout-Sider', 'Menu-Menu', 'Button-Button', 'Card-Card', 'Skeleton-Skeleton']) {
    expect(map).toContain(`|${component}|`);
  }
  // what the kit wrote into the page itself: its theme's variables (per theme scope) and nothing else
  const built = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .filter((s) => !s.hasAttribute('data-token-hash') && (s.textContent ?? '').trim() !== '')
      .map((s) => (s.textContent ?? '').slice(0, 80)),
  );
  expect(built).toEqual([]);
});

test("the overview's chunks are named in its page's head: the console's loader adds few links of its own", async ({
  shell: page,
  baseURL,
}) => {
  const served = await (await page.request.get(`${baseURL}/index`)).text();
  const named = [...served.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  // the shell comes with the entry (vite.config.ts: 'initial'); the overview's chunks are named
  expect(named.some((href) => /^\/assets\/OverviewPage-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
  await page.goto(`${baseURL}/index`);
  await expect(page.getByTestId('balance-USDT-total')).toBeVisible();
  const inHead = await page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]')).map(
      (l) => l.getAttribute('href') ?? '',
    ),
  );
  const added = inHead.filter((href) => !named.includes(href.replace(/^https?:\/\/[^/]+/, '')));
  // some 80 before the head named them; what is left are chunks the shell loads later (its dialogs)
  expect(added.length).toBeLessThanOrEqual(20);
});

test("the overview's page paints its boot screen before the entry's style sheet, which is fetched once and applied before the shell", async ({
  shell: page,
  baseURL,
}) => {
  const served = await (await page.request.get(`${baseURL}/index`)).text();
  const head = served.slice(0, served.indexOf('</head>'));
  // the boot screen's rules are in the page; the kit's sheet is preloaded, never a style sheet of the page
  expect(head).toMatch(/<style>[^<]*\.mc-boot\{[^<]*\.mc-spinner\{[^<]*<\/style>/);
  expect(served).not.toContain('rel="stylesheet"');
  const href =
    /<link rel="preload" as="style" data-sheet crossorigin href="(\/assets\/index-[\w-]+\.css)">/.exec(
      head,
    )?.[1];
  expect(href).toBeDefined();
  const fetched: string[] = [];
  page.on('request', (request) => {
    fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseURL}/index`);
  await expect(page.getByTestId('balance-USDT-total')).toBeVisible();
  // the part below the first screen (its own chunk, which depends on the entry's sheet) has loaded
  await expect(page.getByTestId('overview-recent')).toBeVisible();
  expect(fetched.filter((path) => path === href)).toHaveLength(1);
  // the shell was drawn with the kit's rules: the sheet is one of the document's, its map read
  const applied = await page.evaluate(
    (sheet) => Array.from(document.styleSheets).some((s) => s.href?.endsWith(sheet ?? '')),
    href,
  );
  expect(applied).toBe(true);
  await expect(page.getByTestId('layout')).toHaveCSS('display', 'flex');
});

test("the overview's page comes with its first answers: the shell and the balances draw without asking for them", async ({
  shell: page,
  baseURL,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  await page.goto(`${baseURL}/index`);
  await expect(page.getByTestId('balance-USDT-total')).toBeVisible();
  await expect(page.getByTestId('layout')).toBeVisible();
  expect(asked).not.toContain('/api/merchant/info');
  expect(asked).not.toContain('/api/overview');
  // the answers were read once: the element is gone, and the next navigation asks for the info
  expect(await page.locator('#mc-first-data').count()).toBe(0);
  await page.getByTestId('overview-create').click();
  await expect(page).toHaveURL(/\/receive\/create$/);
  await expect.poll(() => asked.includes('/api/merchant/info')).toBe(true);
});

test("the console's entry carries the shell's API calls and no other area's: those come with their pages", async ({
  shell: page,
  baseURL,
}) => {
  const served = await (await page.request.get(`${baseURL}/index`)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(served)?.[1];
  expect(entry).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
  const code = await (await page.request.get(`${baseURL}${entry}`)).text();
  // the routes are written in the bundle as their paths: the shell's are there, the webhooks' are not
  // (one import of the contract's index put every area's schemas in the entry: vite.config.ts)
  const written = (path: string) => [`"${path}"`, `'${path}'`, `\`${path}\``].some((q) => code.includes(q));
  for (const route of [coreApi.info, coreApi.login]) expect(written(route.path)).toBe(true);
  for (const route of Object.values(webhooksApi)) expect(written(route.path)).toBe(false);
});

test('before any script has run, the console shows its mark over a spinner, not a blank page', async ({
  browser,
  baseURL,
}) => {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/index`);
    await expect(page.getByRole('status', { name: 'Merchant Console' })).toBeVisible();
    // the mark is drawn, in the middle of the screen
    await expect(page.locator('.mc-boot-mark')).toBeVisible();
    const mark = await page.locator('.mc-boot-mark').boundingBox();
    expect(mark?.width).toBe(32);
    expect(Math.abs((mark?.x ?? 0) + 16 - width / 2)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `test-results/screenshots/boot-${width}.png` });
    await context.close();
  }
});
