import type { Lang } from '@mc/contract';
import type { HistoryExportRow } from '../columns';
import { cellsOf, headingsIn } from './fields';

/** A cell holding a quote, a comma or a line break is quoted, its quotes doubled (RFC 4180). */
const QUOTED = /[",\r\n]/;
const field = (cell: string) => (QUOTED.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const line = (cells: readonly string[]) => `${cells.map(field).join(',')}\n`;

/**
 * Rows per piece of text handed to the response: pieces of some 50 KB die young in the garbage
 * collector's nursery, where a batch's megabytes would wait for a full collection in the old space.
 */
const ROWS_PER_CHUNK = 200;

/**
 * A CSV file, produced batch by batch. UTF-8 with a byte order mark, so that
 * Excel reads Chinese text right; LF line ends, as PostgreSQL's COPY writes them (copy-csv.ts):
 * the same file whichever database the server runs on.
 */
export async function* csvChunks(
  batches: AsyncIterable<HistoryExportRow[]>,
  decimals: Map<string, number>,
  lang: Lang,
): AsyncGenerator<string> {
  yield `\uFEFF${line(headingsIn(lang))}`;
  for await (const rows of batches) {
    for (let at = 0; at < rows.length; at += ROWS_PER_CHUNK) {
      let chunk = '';
      for (const r of rows.slice(at, at + ROWS_PER_CHUNK))
        chunk += line(cellsOf(r, decimals.get(r.asset) ?? 6));
      yield chunk;
    }
  }
}
