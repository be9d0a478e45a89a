import { type CursorValue, encodeCursor } from './cursor';

/** One page of a list, as the contract's `page(item)` answers it. */
export interface Page<T> {
  items: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** How many rows a list asks for: one more than the page, which tells whether another page follows. */
export const rowsForPage = (limit: number) => limit + 1;

/**
 * Cuts the `limit + 1` rows a query returned into a page: the first `limit` rows as items, and
 * where the next page starts (the sort values of the last item) when the extra row came.
 */
export function pageOf<R, T>(
  rows: readonly R[],
  limit: number,
  view: (row: R) => T,
  sortValuesOf: (row: R) => readonly CursorValue[],
): Page<T> {
  const hasMore = rows.length > limit;
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(view),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor(sortValuesOf(last)) : null,
  };
}
