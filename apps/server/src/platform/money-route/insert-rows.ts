import type { Queryable } from '../../db/client';
import type { Bind, PartInsert } from './shared-statements';

/** The PostgreSQL types a value of a described row may be written as. */
export type PgType =
  | 'uuid'
  | 'text'
  | 'text[]'
  | 'bigint'
  | 'integer'
  | 'boolean'
  | 'numeric'
  | 'timestamptz'
  | 'bytea';

/** A value and the type it is written as. */
export type TypedValue = readonly [value: unknown, type: PgType];

/** One row to insert, described as data: its table and its columns' typed values. */
export interface InsertRow {
  table: string;
  columns: Readonly<Record<string, TypedValue>>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The name, when it is a plain lower-case SQL identifier (nothing to quote or escape). */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
}

function names(row: InsertRow): string {
  return Object.keys(row.columns).map(identifier).join(', ');
}

function values(row: InsertRow, bind: Bind): string {
  return Object.values(row.columns)
    .map(([value, type]) => `${bind(value)}::${type}`)
    .join(', ');
}

/** The rows as a shared statement's part writes them: each only when the relation `gate` has its one row. */
export function partInserts(rows: readonly InsertRow[], bind: Bind, gate: string): PartInsert[] {
  return rows.map((row) => ({
    table: identifier(row.table),
    columns: names(row),
    select: `SELECT ${values(row, bind)} FROM ${gate}`,
  }));
}

/** Inserts the rows one statement each, in the order given, in the caller's transaction. */
export async function insertRows(q: Queryable, rows: readonly InsertRow[]): Promise<void> {
  for (const row of rows) {
    const params: unknown[] = [];
    const bind: Bind = (value) => {
      params.push(value);
      return `$${params.length}`;
    };
    await q.query(
      `INSERT INTO ${identifier(row.table)} (${names(row)}) VALUES (${values(row, bind)})`,
      params,
    );
  }
}
