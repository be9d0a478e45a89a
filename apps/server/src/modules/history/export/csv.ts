import type { Lang } from '@mc/contract';
import { csvChunks as rowsAsCsv } from '../../../platform/export';
import type { HistoryExportRow } from '../columns';
import { AMOUNT_COLUMNS, cellsOf, headingsIn } from './fields';

/** The history's CSV, batch by batch (`platform/export`): the same cells as the COPY writer's. */
export function csvChunks(
  batches: AsyncIterable<HistoryExportRow[]>,
  decimals: Map<string, number>,
  lang: Lang,
  timeZone: string,
): AsyncGenerator<string> {
  return rowsAsCsv(
    batches,
    headingsIn(lang, timeZone),
    (r) => cellsOf(r, decimals.get(r.asset) ?? 6),
    AMOUNT_COLUMNS,
  );
}
