/**
 * One database interface over PGlite (embedded, the default) and PostgreSQL.
 * Modules write plain parameterised SQL against `Queryable`; `transaction`
 * gives them one connection for a unit of work.
 */
export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * The statement runs often with this very text: each PostgreSQL connection parses and plans it
   * once (a generic plan) and keeps it. Only for fixed texts (a few dozen per process) whose
   * parameters never call for another plan: key lookups, inserts, the ledger's statements.
   */
  prepared?: boolean;
}

export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: the bytes of `COPY (<select>) TO STDOUT …` as a stream, on a connection of its
   * own, released when the stream ends or is destroyed. The statement takes no parameters.
   */
  copyOut?(copySql: string): Promise<import('node:stream').Readable>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** SQLSTATE of a unique violation. */
export const UNIQUE_VIOLATION = '23505';

export function isDbError(err: unknown, sqlstate: string): boolean {
  return (
    typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === sqlstate
  );
}
