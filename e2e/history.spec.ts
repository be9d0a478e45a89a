import { expect, test } from '@playwright/test';
import {
  byHeading,
  downloadedCsv,
  downloadedSheet,
  rowsOfType,
  rowsWhere,
  type ShownRow,
  shownRows,
  sumMinor,
} from './history-support';
import { payoutReaches, remit, verifiedMerchant } from './payouts-support';
import { choose, useSession } from './support';

/** A valid TRC20 address that no merchant of the run owns. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Headings of the exported file (cn, the page's language). */
const COL = {
  id: '流水号',
  type: '类型',
  balance: '余额类别',
  amount: '金额',
  fee: '手续费',
  net: '净额',
  balanceAfter: '变动后余额',
};
const exported = (r: Record<string, string>) =>
  [COL.id, COL.type, COL.balance, COL.amount, COL.fee, COL.net, COL.balanceAfter].map((c) => r[c]);
const shown = (r: ShownRow) => [r.id, r.type, r.balance, r.amount, r.fee, r.net, r.balanceAfter];

test('transaction history: a paid receipt order and a remittance are listed per balance moved, filtered by type and balance, reconciled in the drawer, and exported to CSV and XLSX with the rows the page shows', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // A verified merchant paid 100 USDT on a receipt order (dev faucet), then remits 25 USDT.
  const merchant = await verifiedMerchant(request, 'History Journey Ltd', '100');
  const payout = await remit(request, merchant, {
    amount: '25',
    address: TRON_ADDRESS,
    remark: 'Rent March',
  });
  await payoutReaches(request, merchant, payout.id, 'completed');
  await useSession(page.context(), merchant, String(baseURL));

  // Every movement, newest first: the remittance's send on top, taken from the frozen balance.
  await page.goto('/transaction-history');
  const table = page.getByTestId('history-table');
  await expect(table).toBeVisible();
  const first = page.locator('[data-testid^="history-row-"]').first();
  await expect(first.getByTestId('history-type')).toHaveAttribute('data-type', 'remittance');
  await expect(first.getByTestId('history-balance')).toHaveText('冻结');
  await expect(first.getByTestId('history-net')).toHaveAttribute('data-value', /^-/);
  await expect(first.getByTestId('history-remark')).toHaveText('Rent March');
  await expect(first.getByTestId('payout-status')).toHaveText('已完成');
  await expect(first.getByTestId('history-object-link')).toHaveAttribute(
    'href',
    `/pay/index?payout=${payout.id}`,
  );
  await expect(page.locator('[data-testid="history-type"][data-type="received"]').first()).toBeVisible();
  const all = await shownRows(page);
  expect(all.length).toBeGreaterThanOrEqual(2);
  // every row states amount − fee = net; each balance's rows add up to its balance after the newest
  for (const r of all) expect(sumMinor([r.amount, `-${r.fee}`]), r.id).toBe(sumMinor([r.net]));
  for (const balance of ['available', 'settlement', 'frozen']) {
    const rows = all.filter((r) => r.balance === balance);
    expect(sumMinor(rows.map((r) => r.net)), balance).toBe(sumMinor([rows[0]?.balanceAfter ?? '0']));
  }
  // the hold took 25 and its fee from the available balance
  const hold = all.find((r) => r.type === 'remittance' && r.balance === 'available');
  expect([hold?.amount, hold?.net]).toEqual(['-25.000000', `-${(25 + Number(hold?.fee)).toFixed(6)}`]);

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

  // Filtered by the balance moved as well: only the frozen balance's rows, the hold's and the send's.
  await choose(page, 'history-filter-balance', '冻结');
  await expect(page).toHaveURL(/\/transaction-history\?type=remittance&balance=frozen$/);
  const frozen = await rowsWhere(page, 'balance', 'frozen');
  expect(frozen.map((r) => r.type)).toEqual(['remittance', 'remittance']);
  expect(sumMinor(frozen.map((r) => r.net))).toBe(0n);
  await choose(page, 'history-filter-balance', '全部余额');
  await expect(page).toHaveURL(/\/transaction-history\?type=remittance$/);

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
  await expect(drawer.locator('[data-testid="posting-account"][data-account="frozen"]')).toHaveCount(1);
  const amounts = await drawer
    .getByTestId('history-amount')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => n.closest('[data-testid="posting-row"]'))
        .map((n) => n.getAttribute('data-value') ?? ''),
    );
  expect(sumMinor(amounts), `postings ${amounts.join(' ')} add up to zero`).toBe(0n);
  await expect(drawer.getByTestId('history-detail-remark')).toHaveText('Rent March');
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
  expect(csvRows.map(exported)).toEqual(all.map(shown));

  const xlsxDownload = page.waitForEvent('download');
  await page.getByTestId('history-export-xlsx').click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheetRows = byHeading(await downloadedSheet(xlsx));
  const numbers = (cells: (string | undefined)[]) =>
    cells.map((c, i) => (i < 3 ? c : Number(c))) as (string | number | undefined)[];
  expect(sheetRows.map((r) => numbers(exported(r)))).toEqual(all.map((r) => numbers(shown(r))));
});
