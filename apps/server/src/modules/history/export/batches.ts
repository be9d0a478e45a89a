import type { Db } from '../../../db/client';
import type { HistoryExportRow } from '../columns';
import type { HistoryFilter } from '../filter';
import { historyRepo } from '../repo';

/**
 * How many rows one read of an export takes. Batches of 5000 outlived the garbage collector's
 * nursery while they were written, moved to the old space and waited there for full collections:
 * the server grew by some 200 MB per export of 1,000,000 rows. A batch of 1000 is mostly written
 * before the nursery fills.
 */
export const EXPORT_BATCH = 1000;

/**
 * Every row matching a filter, newest first, read in batches along the (merchant, id) index, each
 * batch starting below the last one's id (a keyset cursor: no transaction stays open between
 * batches; the server holds one batch at a time). Rows booked after the export began (above `top`)
 * are left out, so that the file holds what matched when it was asked for.
 */
export async function* historyBatches(
  db: Db,
  merchantId: string,
  f: HistoryFilter,
  decimals: Map<string, number>,
  top: bigint,
  timeZone: string,
): AsyncGenerator<HistoryExportRow[]> {
  let before = String(top + 1n);
  for (;;) {
    const rows = await historyRepo.exportPage(db, merchantId, f, decimals, EXPORT_BATCH, before, timeZone);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}
