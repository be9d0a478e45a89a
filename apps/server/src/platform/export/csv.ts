import { neutralCell } from './formula-cells';

/** A cell holding a quote, a comma or a line break is quoted, its quotes doubled (RFC 4180). */
const QUOTED = /[",\r\n]/;
const field = (cell: string) => (QUOTED.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const NO_AMOUNTS: ReadonlySet<number> = new Set();

/**
 * A line of cells: text cells neutralised (`neutralCell`), the amount columns (from 0) as they are,
 * exact decimal strings a spreadsheet reads as numbers.
 */
export const csvLine = (cells: readonly string[], amountColumns = NO_AMOUNTS) =>
  `${cells.map((c, i) => field(amountColumns.has(i) ? c : neutralCell(c))).join(',')}\n`;

/**
 * Rows per piece of text handed to the response: pieces of some 50 KB die young in the garbage
 * collector's nursery, where a batch's megabytes would wait for a full collection in the old space.
 */
const ROWS_PER_CHUNK = 200;

/**
 * A CSV file, produced batch by batch. UTF-8 with a byte order mark, so that Excel reads Chinese
 * text right; LF line ends, as PostgreSQL's COPY writes them: the same file whichever database
 * the server runs on.
 */
export async function* csvChunks<R>(
  batches: AsyncIterable<readonly R[]>,
  headings: readonly string[],
  cellsOf: (row: R) => readonly string[],
  /** The columns (from 0) holding amounts. */
  amountColumns: ReadonlySet<number>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(headings)}`;
  for await (const rows of batches) {
    for (let at = 0; at < rows.length; at += ROWS_PER_CHUNK) {
      let chunk = '';
      for (const r of rows.slice(at, at + ROWS_PER_CHUNK)) chunk += csvLine(cellsOf(r), amountColumns);
      yield chunk;
    }
  }
}
