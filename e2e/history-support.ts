import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseCsv } from '../apps/web/src/lib/csv';

/** What a row of the history page shows, by the row's id. */
export interface ShownRow {
  id: string;
  type: string;
  amount: string;
  balance: string;
}

/** The rows the history table shows, in order. */
export async function shownRows(page: Page): Promise<ShownRow[]> {
  const rows = page.locator('[data-testid^="history-row-"]');
  const shown: ShownRow[] = [];
  for (const row of await rows.all()) {
    const value = (locator: Locator, name: string) => locator.first().getAttribute(name);
    shown.push({
      id: String(await row.getAttribute('data-testid')).replace('history-row-', ''),
      type: String(await value(row.getByTestId('history-type'), 'data-type')),
      amount: String(await value(row.getByTestId('history-amount'), 'data-value')),
      balance: String(
        await value(row.getByTestId('history-balance').locator('.mc-asset-amount'), 'data-value'),
      ),
    });
  }
  return shown;
}

/** A downloaded CSV file as rows of cells (the console's own CSV reader). */
export async function downloadedCsv(download: Download): Promise<string[][]> {
  return parseCsv(fs.readFileSync(await download.path(), 'utf8'));
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
