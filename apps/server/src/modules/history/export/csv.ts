import type { Lang } from '@mc/contract';
import { stringify } from 'csv-stringify/sync';
import type { HistoryDbRow } from '../columns';
import { cellsOf, headingsIn } from './fields';

/**
 * A CSV file, produced batch by batch (csv-stringify quotes what needs quoting). UTF-8 with a byte
 * order mark, so that Excel reads Chinese text right; CRLF line ends, as spreadsheets expect.
 */
export async function* csvChunks(
  batches: AsyncIterable<HistoryDbRow[]>,
  decimals: Map<string, number>,
  lang: Lang,
): AsyncGenerator<string> {
  yield `\uFEFF${stringify([headingsIn(lang)], { record_delimiter: 'windows' })}`;
  for await (const rows of batches) {
    yield stringify(
      rows.map((r) => cellsOf(r, decimals.get(r.asset) ?? 6)),
      { record_delimiter: 'windows' },
    );
  }
}
