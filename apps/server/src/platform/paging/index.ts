/**
 * Cursor paging of every list: a list asks its query for `rowsForPage(limit)` rows after the
 * position `decodeCursor` (or `decodeTimeIdCursor`) read, and answers `pageOf(rows, ...)`.
 */
export {
  type CursorKind,
  type CursorValue,
  type CursorValues,
  decodeCursor,
  decodeTimeIdCursor,
  encodeCursor,
  type TimeIdPosition,
} from './cursor';
export { type Page, pageOf, rowsForPage } from './page';
