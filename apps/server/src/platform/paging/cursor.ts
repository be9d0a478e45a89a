import { fail } from '../errors';

/** One sort value of a row: a time, a uuid, a bigserial id, a small rank or a short text. */
export type CursorValue = Date | string | number | bigint;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVALID = Symbol('invalid');

/** What each kind of sort value reads back as, or INVALID. */
const readers = {
  time: (v: unknown): Date | typeof INVALID => {
    const at = typeof v === 'string' ? new Date(v) : undefined;
    return at && !Number.isNaN(at.getTime()) ? at : INVALID;
  },
  uuid: (v: unknown): string | typeof INVALID => (typeof v === 'string' && UUID.test(v) ? v : INVALID),
  /** A bigserial id, as its decimal string. */
  serial: (v: unknown): string | typeof INVALID =>
    typeof v === 'string' && /^\d{1,19}$/.test(v) ? v : INVALID,
  /** A small whole number that orders rows before their time (e.g. the default bank account first). */
  rank: (v: unknown): number | typeof INVALID =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2 ** 31 - 1 ? v : INVALID,
  /** A short text a list sorts by (a name): at most 512 characters. */
  text: (v: unknown): string | typeof INVALID => (typeof v === 'string' && v.length <= 512 ? v : INVALID),
};

export type CursorKind = keyof typeof readers;
type ValueOf<K extends CursorKind> = Exclude<ReturnType<(typeof readers)[K]>, typeof INVALID>;
export type CursorValues<K extends readonly CursorKind[]> = { -readonly [I in keyof K]: ValueOf<K[I]> };

const invalidCursor = () => fail.field('cursor', 'invalid_value');

/** Where a page continues: the sort values of its last row, opaque to clients (base64url of JSON). */
export function encodeCursor(values: readonly CursorValue[]): string {
  const plain = values.map((v) =>
    v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? v.toString() : v,
  );
  return Buffer.from(JSON.stringify(plain), 'utf8').toString('base64url');
}

/**
 * The sort values a cursor carries, read as the kinds a list orders by; none for no cursor.
 * A cursor that is not one of this list's answers 422 with a field error on `cursor`.
 */
export function decodeCursor<const K extends readonly CursorKind[]>(
  cursor: string | undefined,
  kinds: K,
): CursorValues<K> | undefined {
  if (!cursor) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parts) || parts.length !== kinds.length) throw invalidCursor();
  const values = kinds.map((kind, i) => {
    const value = readers[kind](parts[i]);
    if (value === INVALID) throw invalidCursor();
    return value;
  });
  return values as CursorValues<K>;
}

/** A position in a list ordered by (time, id): the most common order of our lists. */
export interface TimeIdPosition {
  at: Date;
  id: string;
}

/** The (time, id) position a cursor names; none for no cursor. */
export function decodeTimeIdCursor(cursor: string | undefined): TimeIdPosition | undefined {
  const values = decodeCursor(cursor, ['time', 'uuid']);
  return values && { at: values[0], id: values[1] };
}
