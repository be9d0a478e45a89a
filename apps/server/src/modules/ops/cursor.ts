import { fail } from '../../platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page position after (time, id): opaque to clients. */
export function encodeTimeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeTimeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(at.getTime())) throw fail.field('cursor', 'invalid_value');
  return { at, id };
}

/** A page position after a row of a bigserial id (newest first). */
export function encodeIdCursor(id: bigint): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeIdCursor(cursor: string | undefined): bigint | undefined {
  if (!cursor) return undefined;
  const m = /^id:(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m?.[1]) throw fail.field('cursor', 'invalid_value');
  return BigInt(m[1]);
}

/** Cuts the `limit + 1` rows a query returned into a page and where the next one starts. */
export function pageOf<R, T>(rows: R[], limit: number, view: (row: R) => T, cursorOf: (row: R) => string) {
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(view),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? cursorOf(last) : null,
  };
}
