import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { neutralCell } from './formula-cells';

/** The rows a worksheet holds: 1,048,576 less the heading. */
export const SHEET_ROWS = 1_048_575;

/**
 * The cells' styles, one object each: exceljs works a style out once per object it is given, and a
 * cell's own (a new object per cell) would cost that on every cell.
 */
const PLAIN: Partial<ExcelJS.Style> = {};
const amountStyles = new Map<number, Partial<ExcelJS.Style>>();
function amountStyle(decimals: number) {
  let style = amountStyles.get(decimals);
  if (!style) {
    style = { numFmt: decimals ? `0.${'0'.repeat(decimals)}` : '0' };
    amountStyles.set(decimals, style);
  }
  return style;
}

/**
 * Where a sheet's XML waits for the zip. exceljs (4.4.0) pipes a sheet's buffer into the zip's input
 * without heeding `write`'s answer, so rows written faster than they are deflated would pile up there
 * (the whole file, in the end): the writer waits whenever that input is full, as for the file's own.
 */
const zipInputsOf = (sheet: ExcelJS.Worksheet): Writable[] =>
  (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];

/** Whether a stream's buffer is full (the zip's input is a readable-stream 2 PassThrough: its state). */
const needsDrain = (s: Writable) =>
  s.writableNeedDrain ??
  (s as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ??
  false;

/** What a spreadsheet of rows is: its headings, each row's cells, which of them are amounts. */
export interface SheetLayout<R> {
  headings: readonly string[];
  /** The name of the n-th sheet (from 1). */
  sheetName: (n: number) => string;
  /** A row's cells as text, amounts exact decimal strings: a new array (the writer changes it). */
  cellsOf: (row: R) => string[];
  /** The columns (from 0) holding amounts: number cells with the row's decimals as format. */
  amountColumns: ReadonlySet<number>;
  decimalsOf: (row: R) => number;
}

/**
 * An XLSX file written by exceljs's streaming workbook writer: each row is committed to the zip
 * stream as it comes, so the server never holds the workbook. Amounts are number cells with the
 * row's decimals as their format (an empty amount stays an empty cell); text cells are neutralised
 * as in a CSV (`neutralCell`: editing the cell would turn it into a formula); past `sheetRows` rows a
 * new sheet begins.
 */
export function xlsxStream<R>(
  batches: AsyncIterable<readonly R[]>,
  layout: SheetLayout<R>,
  sheetRows = SHEET_ROWS,
): PassThrough {
  const out = new PassThrough();
  const write = async () => {
    // loaded on the first export, not at every start of the server
    const { default: excel } = await import('exceljs');
    const book = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
      // the fastest deflate: the file is about a third larger, written in a fraction of the time
      zip: { zlib: { level: 1 } },
    });
    let sheet: ExcelJS.Worksheet | undefined;
    let inSheet = 0;
    let sheets = 0;
    const newSheet = () => {
      sheet?.commit();
      sheets += 1;
      sheet = book.addWorksheet(layout.sheetName(sheets));
      sheet.columns = layout.headings.map((header) => ({ header, width: 18 }));
      inSheet = 0;
      return sheet;
    };
    newSheet();
    for await (const rows of batches) {
      for (const r of rows) {
        if (inSheet >= sheetRows) newSheet();
        const cells: (string | number)[] = layout.cellsOf(r);
        for (let i = 0; i < cells.length; i++) {
          const text = cells[i] as string;
          if (!layout.amountColumns.has(i)) cells[i] = neutralCell(text);
          else if (text !== '') cells[i] = Number(text);
        }
        const row = sheet!.addRow(cells);
        const amount = amountStyle(layout.decimalsOf(r));
        for (let i = 0; i < cells.length; i++)
          row.getCell(i + 1).style = layout.amountColumns.has(i) ? amount : PLAIN;
        row.commit();
        inSheet += 1;
        const full = [out, ...zipInputsOf(sheet!)].find(needsDrain);
        if (full) await once(full, 'drain');
      }
    }
    sheet?.commit();
    await book.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
