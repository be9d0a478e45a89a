import type { Db } from '../../../db/client';
import type { HistoryDbRow } from '../columns';
import type { HistoryFilter } from '../filter';
import { historyRepo } from '../repo';

/** How many rows one read of an export takes. */
export const EXPORT_BATCH = 5000;

/**
 * Every row matching a filter, newest first, read in batches along the (merchant, id) index, each
 * batch starting below the last one's id (a keyset cursor: the server holds one batch at a time,
 * and no transaction stays open between batches). Rows booked after the export began (above `top`)
 * are left out, so that the file holds what matched when it was asked for.
 */
export async function* historyBatches(
  db: Db,
  merchantId: string,
  f: HistoryFilter,
  decimals: Map<string, number>,
  top: bigint,
): AsyncGenerator<HistoryDbRow[]> {
  let before = String(top + 1n);
  for (;;) {
    const rows = await historyRepo.page(db, merchantId, f, decimals, EXPORT_BATCH, before);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    before = String(rows[rows.length - 1]!.id);
  }
}
