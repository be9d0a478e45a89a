import type { Queryable, Row } from './client';

/** The parameters of one statement, numbered in the order they are added. */
export class Params {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder (`$n`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** One part of a statement: a named query of its WITH list (a data-modifying one is run once, read or not). */
export interface StatementPart {
  name: string;
  sql: string;
}

/**
 * The parts as one statement: each a query of the WITH list, then `main` (by default the last part
 * itself). Every write of the statement sees the database as the statement began: the parts must
 * not depend on one another's writes except through what they return.
 */
export function combined(parts: readonly StatementPart[], main?: string): string {
  const list = main === undefined ? parts.slice(0, -1) : parts;
  const last = main ?? parts.at(-1)?.sql;
  if (last === undefined) throw new Error('a statement of no parts');
  if (!list.length) return last;
  return `WITH ${list.map((p) => `${p.name} AS (${p.sql})`).join(',\n')}\n${last}`;
}

/** Runs the parts as one statement (nothing when there are none). */
export async function runCombined<T extends Row = Row>(
  q: Queryable,
  params: Params,
  parts: readonly StatementPart[],
  main?: string,
): Promise<T[]> {
  if (!parts.length && main === undefined) return [];
  return q.query<T>(combined(parts, main), params.values);
}
