import { fail } from '../../platform/errors';

/** Where a newest-first page continues: the sort values of its last row, opaque to clients. */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function parts(cursor: string): unknown[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw fail.field('cursor', 'invalid_value');
}

function dateOf(value: unknown): Date {
  const at = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw fail.field('cursor', 'invalid_value');
  return at;
}

function uuidOf(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw fail.field('cursor', 'invalid_value');
  return value;
}

/** A cursor of (created_at, uuid). */
export function timeIdCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = parts(cursor);
  return { createdAt: dateOf(at), id: uuidOf(id) };
}

/** A cursor of (rank, created_at, uuid), e.g. the default bank account first. */
export function rankTimeIdCursor(
  cursor: string | undefined,
): { rank: number; createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [rank, at, id] = parts(cursor);
  if (rank !== 0 && rank !== 1) throw fail.field('cursor', 'invalid_value');
  return { rank, createdAt: dateOf(at), id: uuidOf(id) };
}

/** A cursor of a bigint id (as a decimal string). */
export function serialCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const [id] = parts(cursor);
  if (typeof id !== 'string' || !/^\d{1,19}$/.test(id)) throw fail.field('cursor', 'invalid_value');
  return id;
}

/** Cuts the extra row a query fetched to learn whether more follow, and makes the next cursor. */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
  cursorOf: (row: R) => readonly (string | number)[],
) {
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map(view),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(cursorOf(last)) : null,
  };
}
