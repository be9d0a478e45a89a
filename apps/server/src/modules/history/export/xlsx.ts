import type { PassThrough } from 'node:stream';
import type { Lang } from '@mc/contract';
import { xlsxStream as rowsAsXlsx, SHEET_ROWS } from '../../../platform/export';
import type { HistoryExportRow } from '../columns';
import { AMOUNT_COLUMNS, cellsOf, headingsIn } from './fields';

/** The history's XLSX (`platform/export`): amounts as numbers in the asset's decimals. */
export function xlsxStream(
  batches: AsyncIterable<HistoryExportRow[]>,
  decimals: Map<string, number>,
  lang: Lang,
  timeZone: string,
  sheetRows = SHEET_ROWS,
): PassThrough {
  const decimalsOf = (r: HistoryExportRow) => decimals.get(r.asset) ?? 6;
  return rowsAsXlsx(
    batches,
    {
      headings: headingsIn(lang, timeZone),
      sheetName: (n) => (lang === 'cn' ? `交易记录 ${n}` : `Transactions ${n}`),
      cellsOf: (r) => cellsOf(r, decimalsOf(r)),
      amountColumns: AMOUNT_COLUMNS,
      decimalsOf,
    },
    sheetRows,
  );
}
