import type { Queryable } from '../db/client';

/**
 * An owning area's view of its object for events: the rows an event kept (each the jsonb text of a
 * row of the area's table, as its trigger recorded it) read as the REST API shows the object, in the
 * order given.
 */
export type EventObjectView = (q: Queryable, rows: readonly string[]) => Promise<Record<string, unknown>[]>;

/**
 * The query of `select` (the area's own SELECT of its object, which reads `FROM <table> <alias>`)
 * over the rows of `$1` instead of the table: each row as it was when the event was recorded, read
 * back with its table's types, joined to today's related rows, in the order of `$1`.
 */
export function overEventRows(select: string, table: string, alias: string): string {
  const from = `FROM ${table} ${alias}`;
  if (!select.includes(from)) throw new Error(`the query does not read ${from}`);
  const rows = `FROM (SELECT r.*, s.n AS event_row_n FROM unnest($1::text[]) WITH ORDINALITY AS s(j, n)
    CROSS JOIN LATERAL jsonb_populate_record(NULL::${table}, s.j::jsonb) AS r) ${alias}`;
  return `${select.replace(from, rows)} ORDER BY ${alias}.event_row_n`;
}
