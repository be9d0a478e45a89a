import type { TimeIdPosition } from './cursor';
import { rowsForPage } from './page';

/** Escapes `\`, `%` and `_`, so that a searched text matches as itself in LIKE and ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The conditions and parameters of a list query, added one filter at a time. In a condition,
 * `?0`, `?1`… stand for the values given with it (a value may stand in several places).
 */
export function listConditions(params: unknown[] = [], conditions: string[] = []) {
  function add(sql: string, ...values: unknown[]) {
    let out = sql;
    values.forEach((value, i) => {
      params.push(value);
      out = out.replaceAll(`?${i}`, `$${params.length}`);
    });
    conditions.push(out);
  }
  /** Rows past a page's last one in (time, id) order: `<` for newest-first lists, `>` for oldest-first. */
  function after(time: string, id: string, position: TimeIdPosition | undefined, direction: '<' | '>') {
    if (position) add(`(${time}, ${id}) ${direction} (?0, ?1::uuid)`, position.at, position.id);
  }
  /** The parameter of the query's LIMIT: one row more than the page. */
  function limit(rows: number) {
    params.push(rowsForPage(rows));
    return `$${params.length}`;
  }
  return {
    params,
    add,
    after,
    /**
     * A newest-first page in (time, id) order: adds the position's condition and answers what follows
     * the WHERE (its ORDER BY and LIMIT). Call before `where()`.
     */
    newestFirst(time: string, id: string, position: TimeIdPosition | undefined, rows: number) {
      after(time, id, position, '<');
      return `ORDER BY ${time} DESC, ${id} DESC LIMIT ${limit(rows)}`;
    },
    /** The conditions joined by AND (TRUE when there are none). */
    where: () => (conditions.length ? conditions.join(' AND ') : 'TRUE'),
    limit,
  };
}
