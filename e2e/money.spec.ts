import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { auth, data } from './fiat-support';
import { downloadedCsv } from './history-support';
import { merchantWithMoney, summaryOf } from './money-support';
import { merchantMonth, useSession } from './support';

test('money page: the funds summary shows every asset exactly as the API counts it, with the total in USD at the rates of their time, and the month flows chart', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const merchant = await merchantWithMoney(request, 'Money Journey Ltd');
  const summary = await summaryOf(request, merchant);
  await useSession(page.context(), merchant, String(baseURL));

  await page.goto('/money');
  await expect(page.getByTestId('money-page')).toBeVisible({ timeout: 30_000 });
  // the menu entry beside the history, titled 资金
  await expect(page.locator('[data-testid="tab"][data-path="/money"]')).toContainText('资金');

  // Each asset's buckets and worth in USD, exactly the API's decimal strings.
  await expect(page.getByTestId('money-row-USDT')).toBeVisible({ timeout: 60_000 });
  for (const asset of ['USDT', 'USD']) {
    const expected = summary.assets.find((a) => a.asset === asset);
    expect(expected, `${asset} in the summary`).toBeTruthy();
    const row = page.getByTestId(`money-row-${asset}`);
    await expect(row.getByTestId('money-available')).toHaveAttribute(
      'data-value',
      String(expected?.available),
    );
    await expect(row.getByTestId('money-total')).toHaveAttribute('data-value', String(expected?.total));
    await expect(row.getByTestId('money-usd')).toHaveAttribute('data-value', expected?.usd_value ?? '');
  }
  // 100 received, 25 remitted with its 1 USDT network fee
  await expect(page.getByTestId('money-row-USDT').getByTestId('money-available')).toHaveText('74.00');
  await expect(page.getByTestId('money-row-USD').getByTestId('money-available')).toContainText('500.00');
  await expect(page.getByTestId('money-total-usd')).toHaveAttribute('data-value', summary.total_usd);
  await expect(page.getByTestId('money-rates-time')).toContainText('按');
  await expect(page.getByTestId('money-rates-time')).toContainText('的汇率');

  // The month's flows: the current month picked, USDT's bars drawn, totals as the API gives them.
  const month = merchantMonth();
  await expect(page.getByTestId('money-flow-month')).toContainText(month);
  const flows = await data<{ assets: { asset: string; inflow: string; outflow: string }[] }>(
    await request.get(`/api/money/flows?month=${month}`, { headers: auth(merchant) }),
  );
  const usdt = flows.assets.find((a) => a.asset === 'USDT');
  expect(usdt?.inflow).toBe('100.000000');
  await expect(page.getByTestId('money-flow-chart')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('money-flow-assets').getByText('USDT', { exact: true }).click();
  const chart = page.locator('[data-testid="money-flow-chart"][data-asset="USDT"]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const totals = page.getByTestId('money-flow-row-USDT');
  await expect(totals.getByTestId('money-flow-in')).toHaveAttribute('data-value', String(usdt?.inflow));
  await expect(totals.getByTestId('money-flow-out')).toHaveAttribute('data-value', String(usdt?.outflow));

  // Statements: none before a month has closed; the e-mail switch is on for the owner.
  await expect(page.getByTestId('money-statements')).toContainText('暂无对账单');
  const emails = page.getByTestId('statement-emails');
  await expect(emails).toHaveAttribute('aria-checked', 'true');
  await emails.click();
  await expect(emails).toHaveAttribute('aria-checked', 'false');
  const stored = await data<{ enabled: boolean }>(
    await request.get('/api/money/statement-emails', { headers: auth(merchant) }),
  );
  expect(stored.enabled).toBe(false);
});

test("money page: a closed month's statement downloads as PDF and CSV with the session", async ({
  page,
  request,
  baseURL,
}) => {
  // The running product closes a month only with the clock (the monthly job): it has no way for a
  // test to make last month's statement of a merchant whose money moved this month.
  test.setTimeout(300_000);
  const merchant = await merchantWithMoney(request, 'Statement Journey Ltd');
  const month = merchantMonth();
  await data(await request.post('/api/dev/statements', { data: { month } }));
  await useSession(page.context(), merchant, String(baseURL));
  await page.goto('/money');
  const row = page.locator('[data-testid^="statement-row-"]').first();
  await expect(row.getByTestId('statement-month')).toHaveText(month);
  const closing = await row
    .locator('[data-testid="statement-asset"][data-asset="USDT"] [data-testid="statement-closing"]')
    .getAttribute('data-value');

  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByTestId('statement-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`statement_${month}.pdf`);
  const bytes = fs.readFileSync(await pdf.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThan(0);

  const [csv] = await Promise.all([page.waitForEvent('download'), row.getByTestId('statement-csv').click()]);
  expect(csv.suggestedFilename()).toBe(`statement_${month}.csv`);
  const cells = (await downloadedCsv(csv)).flat();
  expect(cells.some((cell) => cell.endsWith(month))).toBe(true); // the title: "… <month>"
  expect(cells).toContain(String(closing));
});
