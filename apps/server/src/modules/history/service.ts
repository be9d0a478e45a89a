import type { HistoryExportQuery, HistoryQuery, Lang } from '@mc/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { decodeCursor, pageOf, rowsForPage } from '../../platform/paging';
import { merchantTimeZone } from '../merchants';
import { exportFile } from './export/file';
import { periodInZone, periodNamesDay } from './period-filter';
import { historyRepo } from './repo';
import { toHistoryDetail, toHistoryRow } from './view';

/** The decimals of every asset, by code (the catalogue's, given by the composition root). */
export type DecimalsOf = () => Promise<Map<string, number>>;

/** What a merchant reads of its history: pages of rows and one row with its postings. */
export function historyService(db: Db, decimalsOf: DecimalsOf) {
  async function list(merchantId: string, query: HistoryQuery) {
    const after = decodeCursor(query.cursor, ['serial']);
    // the merchant's time zone is read only for a period of days: a first page reads its rows alone
    const [decimals, timeZone] = await Promise.all([
      decimalsOf(),
      periodNamesDay(query) ? merchantTimeZone.of(db, merchantId) : undefined,
    ]);
    const rows = await historyRepo.page(
      db,
      merchantId,
      timeZone ? periodInZone(query, timeZone) : query,
      decimals,
      rowsForPage(query.limit),
      after?.[0],
    );
    return pageOf(
      rows,
      query.limit,
      (r) => toHistoryRow(r, decimals),
      (r) => [r.id],
    );
  }

  async function get(merchantId: string, id: string) {
    const row = /^\d{1,18}$/.test(id) ? await historyRepo.get(db, merchantId, id) : undefined;
    if (!row) throw fail.notFound();
    const [memo, postings] = await Promise.all([
      historyRepo.memo(db, row.entry_id),
      historyRepo.postings(db, row.entry_id),
    ]);
    return toHistoryDetail(row, memo, postings, await decimalsOf());
  }

  /** Every row matching the filters as a file (CSV or XLSX), streamed batch by batch. */
  async function exportOf(merchantId: string, query: HistoryExportQuery, lang: Lang, now: Date) {
    const timeZone = await merchantTimeZone.of(db, merchantId);
    return exportFile(db, merchantId, query, await decimalsOf(), lang, now, timeZone);
  }

  return { list, get, exportFile: exportOf };
}
export type HistoryService = ReturnType<typeof historyService>;
