import { Readable as ReadableStream } from 'node:stream';
import type { HistoryExportQuery, Lang } from '@mc/contract';
import type { Db } from '../../../db/client';
import { type ExportFile, exportContentTypes } from '../../../platform/export';
import { periodDays, periodInZone } from '../period-filter';
import { historyRepo } from '../repo';
import { historyBatches } from './batches';
import { copyCsv } from './copy-csv';
import { csvChunks } from './csv';
import { exportFileName } from './fields';
import { xlsxStream } from './xlsx';

/**
 * An export of every row matching the filters, in the format asked: named, counted, streamed. Days of
 * the period are local days of the merchant's time zone, and so are the times written.
 */
export async function exportFile(
  db: Db,
  merchantId: string,
  query: HistoryExportQuery,
  decimals: Map<string, number>,
  lang: Lang,
  now: Date,
  timeZone: string,
): Promise<ExportFile> {
  const { format, ...asked } = query;
  const filter = periodInZone(asked, timeZone);
  const { rows, top } = await historyRepo.extent(db, merchantId, filter, decimals);
  const batches = historyBatches(db, merchantId, filter, decimals, top ?? 0n, timeZone);
  const empty = (async function* () {})();
  const source = top === null ? empty : batches;
  // on PostgreSQL the database writes the CSV itself; on PGlite (embedded) the rows go in batches
  const copied =
    format === 'csv' ? await copyCsv(db, merchantId, filter, decimals, lang, top ?? 0n, timeZone) : undefined;
  const body =
    copied ??
    (format === 'csv'
      ? ReadableStream.from(csvChunks(source, decimals, lang, timeZone), { objectMode: false })
      : xlsxStream(source, decimals, lang, timeZone));
  return {
    fileName: exportFileName(periodDays(asked, timeZone, now), format),
    contentType: exportContentTypes[format],
    rows,
    body,
  };
}
