import { expect, test } from '@playwright/test';
import { byHeading, downloadedCsv, downloadedSheet, rowsOfType, shownRows } from './history-support';
import { choose } from './kyb-support';
import { payoutReaches, remit, verifiedMerchant } from './payouts-support';
import { useSession } from './support';

/** A valid TRC20 address that no merchant of the run owns. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Headings of the exported file (cn, the page's language). */
const COL = { id: '流水号', type: '类型', amount: '金额', balance: '可用余额' };

test('transaction history: a paid receipt order and a remittance are listed, filtered by type, reconciled in the drawer, and exported to CSV and XLSX with the rows the page shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // A verified merchant paid 100 USDT on a receipt order (dev faucet), then remits 25 USDT.
  const merchant = await verifiedMerchant(request, 'History Journey Ltd', '100');
  const payout = await remit(request, merchant, { amount: '25', address: TRON_ADDRESS });
  await payoutReaches(request, merchant, payout.id, 'completed');
  await useSession(page.context(), merchant, String(baseURL));

  // Every movement, newest first: the remittance on top, taken from the balance.
  await page.goto('/transaction-history');
  const table = page.getByTestId('history-table');
  await expect(table).toBeVisible();
  const first = page.locator('[data-testid^="history-row-"]').first();
  await expect(first.getByTestId('history-type')).toHaveAttribute('data-type', 'remittance');
  await expect(first.getByTestId('history-amount')).toHaveAttribute('data-value', /^-/);
  await expect(first.getByTestId('payout-status')).toHaveText('已完成');
  await expect(first.getByTestId('history-object-link')).toHaveAttribute(
    'href',
    `/pay/index?payout=${payout.id}`,
  );
  await expect(page.locator('[data-testid="history-type"][data-type="received"]').first()).toBeVisible();
  const all = await shownRows(page);
  expect(all.length).toBeGreaterThanOrEqual(2);

  // Filtered by type: the URL holds the filter (one tab), the list only that type.
  await choose(page, 'history-filter-type', '加密货币汇款');
  await expect(page).toHaveURL(/\/transaction-history\?type=remittance$/);
  // the filtered page has loaded (its rows, not the moment between the two lists) and holds only that type
  const remittances = await rowsOfType(page, 'remittance');
  expect(remittances.map((r) => r.id)).toContain(all.find((r) => r.type === 'remittance')?.id);
  // the filtered view keeps the page's one tab (SHELL-10), now with the filter in its path
  const historyTabs = page.locator('[data-testid="tab"][data-path^="/transaction-history"]');
  await expect(historyTabs).toHaveCount(1);
  await expect(historyTabs).toHaveAttribute('data-path', '/transaction-history?type=remittance');

  // A bookmark of the filtered view opens it filtered.
  await page.reload();
  await expect(page.getByTestId('history-filter-type')).toContainText('加密货币汇款');

  // The drawer: the row's facts and its journal entry's postings, which add up per asset.
  await page.locator('[data-testid^="history-row-"]').first().getByTestId('history-time').click();
  const drawer = page.getByTestId('history-drawer');
  await expect(drawer.getByTestId('history-detail-type')).toHaveText('加密货币汇款');
  const postings = drawer.getByTestId('posting-row');
  await expect(postings.first()).toBeVisible();
  expect(await postings.count()).toBeGreaterThanOrEqual(2);
  await expect(drawer.locator('[data-testid="posting-account"][data-account="available"]')).toHaveCount(1);
  const amounts = await drawer
    .getByTestId('history-amount')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => n.closest('[data-testid="posting-row"]'))
        .map((n) => n.getAttribute('data-value') ?? ''),
    );
  const sum = amounts.reduce((total, a) => total + BigInt(a.replace('.', '')), 0n);
  expect(sum, `postings ${amounts.join(' ')} add up to zero`).toBe(0n);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Exports of every row matching the filters: back to no filter, the whole history.
  await page.goto('/transaction-history');
  await expect(page.locator('[data-testid^="history-row-"]')).toHaveCount(all.length);

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('history-export-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^transactions_(all|\d{4}-\d{2}-\d{2})_\d{4}-\d{2}-\d{2}\.csv$/);
  const csvRows = byHeading(await downloadedCsv(csv));
  expect(csvRows.map((r) => [r[COL.id], r[COL.type], r[COL.amount], r[COL.balance]])).toEqual(
    all.map((r) => [r.id, r.type, r.amount, r.balance]),
  );

  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('history-export-xlsx').click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheetRows = byHeading(await downloadedSheet(xlsx));
  expect(
    sheetRows.map((r) => [r[COL.id], r[COL.type], Number(r[COL.amount]), Number(r[COL.balance])]),
  ).toEqual(all.map((r) => [r.id, r.type, Number(r.amount), Number(r.balance)]));
});
