/**
 * Cursor paging of every list: a list asks its query for `rowsForPage(limit)` rows after the
 * position `decodeCursor` (or `decodeTimeIdCursor`) read, and answers `pageOf(rows, ...)`;
 * `listConditions` builds such a query's filters, its position and its LIMIT.
 */

export { escapeLike, listConditions } from './conditions';
export {
  type CursorKind,
  type CursorValue,
  type CursorValues,
  decodeCursor,
  decodeTimeIdCursor,
  encodeCursor,
  type TimeIdPosition,
} from './cursor';
export type { MoneyListFilter } from './money-list-filter';
export { type Page, pageOf, rowsForPage } from './page';
