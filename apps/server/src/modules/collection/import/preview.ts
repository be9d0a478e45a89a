import type { ImportColumn } from '@mc/contract';
import type { NewCollectionAccount } from '../account-rows';
import { columnsOf } from './headings';
import type { RowCheck, RowProblem } from './row-check';
import { type Cell, isBlank, type SheetRow } from './sheet-rows';

/** A row that passed every check of the file, with its number in the file. */
export interface ValidRow {
  row: number;
  account: NewCollectionAccount;
}

/** What a file holds, checked row by row (before the merchant's existing accounts are looked at). */
export interface FilePreview {
  rowsTotal: number;
  valid: ValidRow[];
  problems: RowProblem[];
}

export interface PreviewRules {
  maxRows: number;
  check(row: SheetRow, columns: Map<ImportColumn, number>): RowCheck;
  /** The file-level refusals: no data row, too many rows, a required column missing. */
  empty(): Error;
  tooMany(): Error;
  missing(column: ImportColumn): Error;
}

const textOf = (cell: Cell) => (typeof cell === 'string' ? cell : '');

/**
 * Reads a file's rows as they come: the first row that is not blank is the heading (columns in any
 * order, cn or en), every later one is checked; a reference repeated in the file is a problem of the
 * later row, naming the first. Stops at the first row over `maxRows`.
 */
export async function previewOf(rows: AsyncIterable<SheetRow>, rules: PreviewRules): Promise<FilePreview> {
  let columns: Map<ImportColumn, number> | null = null;
  const firstRowOf = new Map<string, number>();
  const out: FilePreview = { rowsTotal: 0, valid: [], problems: [] };
  for await (const row of rows) {
    if (isBlank(row)) continue;
    if (!columns) {
      const heading = columnsOf(row.cells.map(textOf));
      if ('missing' in heading) throw rules.missing(heading.missing);
      columns = heading.map;
      continue;
    }
    out.rowsTotal += 1;
    if (out.rowsTotal > rules.maxRows) throw rules.tooMany();
    const checked = rules.check(row, columns);
    const first = checked.ref === null ? undefined : firstRowOf.get(checked.ref);
    if (checked.ref !== null && first === undefined) firstRowOf.set(checked.ref, row.number);
    if (first !== undefined) {
      const duplicate: RowProblem = {
        row: row.number,
        column: 'customer_ref',
        code: 'import_duplicate_in_file',
        params: { row: first },
      };
      out.problems.push(...checked.problems, duplicate);
      continue;
    }
    if (checked.account) out.valid.push({ row: row.number, account: checked.account });
    else out.problems.push(...checked.problems);
  }
  if (!out.rowsTotal) throw rules.empty();
  return out;
}
