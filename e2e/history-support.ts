import fs from 'node:fs';
import { type Download, expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** What a row of the history page shows, by the row's id. */
export interface ShownRow {
  id: string;
  type: string;
  /** Which balance the row moved (available, settlement, frozen). */
  balance: string;
  amount: string;
  fee: string;
  net: string;
  balanceAfter: string;
}

/**
 * The rows the history table shows, in order, read in one pass in the page (a list that is being
 * replaced is read whole or not at all, never half).
 */
export async function shownRows(page: Page): Promise<ShownRow[]> {
  return page.locator('[data-testid^="history-row-"]').evaluateAll((rows) =>
    rows.map((row) => {
      const attr = (selector: string, name: string) =>
        row.querySelector(selector)?.getAttribute(name) ?? 'null';
      return {
        id: String(row.getAttribute('data-testid')).replace('history-row-', ''),
        type: attr('[data-testid="history-type"]', 'data-type'),
        balance: attr('[data-testid="history-balance"]', 'data-balance'),
        amount: attr('[data-testid="history-amount"]', 'data-value'),
        fee: attr('[data-testid="history-fee"] .mc-asset-amount', 'data-value'),
        net: attr('[data-testid="history-net"]', 'data-value'),
        balanceAfter: attr('[data-testid="history-balance-after"] .mc-asset-amount', 'data-value'),
      };
    }),
  );
}

/**
 * Waits until the table shows rows and every one has `value` as its `field` (after a filter changed:
 * not the old list, not the moment between the two), and answers them.
 */
export async function rowsWhere(page: Page, field: keyof ShownRow, value: string): Promise<ShownRow[]> {
  let rows: ShownRow[] = [];
  await expect
    .poll(async () => {
      rows = await shownRows(page);
      return rows.length > 0 && rows.every((r) => r[field] === value);
    })
    .toBe(true);
  return rows;
}

/** The rows of one type, once the table shows only them. */
export const rowsOfType = (page: Page, type: string) => rowsWhere(page, 'type', type);

/** Adds signed amounts as the API writes them (every one in its asset's decimals), in minor units. */
export const sumMinor = (values: string[]): bigint =>
  values.reduce((sum, v) => sum + BigInt(v.replace('.', '')), 0n);

/**
 * A downloaded CSV file as rows of cells, read as a spreadsheet program would: by a CSV reader of its
 * own (RFC 4180, the byte order mark dropped), not by the code that wrote the file.
 */
export async function downloadedCsv(download: Download): Promise<string[][]> {
  return parse(fs.readFileSync(await download.path(), 'utf8'), { bom: true, relax_column_count: true });
}

/** The first sheet of a downloaded XLSX as rows of cell texts (numbers as written by String()). */
export async function downloadedSheet(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) {
      const value = row.getCell(i).value;
      cells.push(
        value === null || value === undefined
          ? ''
          : String(value instanceof Date ? value.toISOString() : value),
      );
    }
    rows.push(cells);
  });
  return rows;
}

/** A table with headings as objects keyed by heading. */
export function byHeading(rows: string[][]): Record<string, string>[] {
  const [headings = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(headings.map((h, i) => [h, cells[i] ?? ''])));
}
