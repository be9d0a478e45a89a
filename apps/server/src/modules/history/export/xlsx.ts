import { PassThrough } from 'node:stream';
import type { Lang } from '@mc/contract';
import type ExcelJS from 'exceljs';
import type { HistoryDbRow } from '../columns';
import { AMOUNT_COLUMNS, cellsOf, headingsIn } from './fields';

/** The rows a worksheet holds: 1,048,576 less the heading. */
export const SHEET_ROWS = 1_048_575;

const formatOf = (decimals: number) => (decimals ? `0.${'0'.repeat(decimals)}` : '0');

/**
 * An XLSX file written by exceljs's streaming workbook writer: each row is committed to the zip
 * stream as it comes, so the server never holds the workbook. Amounts are number cells with the
 * asset's decimals as their format; past `sheetRows` rows a new sheet begins.
 */
export function xlsxStream(
  batches: AsyncIterable<HistoryDbRow[]>,
  decimals: Map<string, number>,
  lang: Lang,
  sheetRows = SHEET_ROWS,
): PassThrough {
  const out = new PassThrough();
  const headings = headingsIn(lang);
  const write = async () => {
    // loaded on the first export, not at every start of the server
    const { default: excel } = await import('exceljs');
    const book = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    let sheet: ExcelJS.Worksheet | undefined;
    let inSheet = 0;
    let sheets = 0;
    const newSheet = () => {
      sheet?.commit();
      sheets += 1;
      sheet = book.addWorksheet(lang === 'cn' ? `交易记录 ${sheets}` : `Transactions ${sheets}`);
      sheet.columns = headings.map((header) => ({ header, width: 18 }));
      inSheet = 0;
      return sheet;
    };
    newSheet();
    for await (const rows of batches) {
      for (const r of rows) {
        if (inSheet >= sheetRows) newSheet();
        const d = decimals.get(r.asset) ?? 6;
        const cells: (string | number)[] = cellsOf(r, d);
        for (const i of AMOUNT_COLUMNS) cells[i] = Number(cells[i]);
        const row = sheet!.addRow(cells);
        for (const i of AMOUNT_COLUMNS) row.getCell(i + 1).numFmt = formatOf(d);
        row.commit();
        inSheet += 1;
        if (!out.writableNeedDrain) continue;
        await new Promise((resolve) => out.once('drain', resolve));
      }
    }
    sheet?.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
