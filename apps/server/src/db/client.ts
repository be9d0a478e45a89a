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

/**
 * What the client sent to the database since it opened (or since the counts were reset): every
 * statement goes through the client, so the bench and tests read the work of a request here, on any
 * server (pg_stat_statements needs a preloaded library). Counting costs an increment per statement.
 */
export interface DbWork {
  /** Statements run for callers (`query`, `exec`, `copyOut`); BEGIN, COMMIT and ROLLBACK are not. */
  statements: number;
  /** Messages to the server awaited one after another: the statements and BEGIN, COMMIT, ROLLBACK. */
  roundTrips: number;
  /** Rows the statements answered. */
  rows: number;
  /** When a list is set here, the text of each round trip is appended to it (the bench lists them). */
  trace: string[] | null;
}

export const newDbWork = (): DbWork => ({ statements: 0, roundTrips: 0, rows: 0, trace: null });

/** Counts one round trip of `sql` that answered `rows` rows; `statement` false for BEGIN/COMMIT/ROLLBACK. */
export function countWork(work: DbWork, sql: string, rows: number, statement = true) {
  if (statement) work.statements++;
  work.roundTrips++;
  work.rows += rows;
  work.trace?.push(sql);
}

/** A copy of the counts (without the trace), to subtract from a later one. */
export const workSnapshot = ({ statements, roundTrips, rows }: DbWork) => ({ statements, roundTrips, rows });
export type WorkCounts = ReturnType<typeof workSnapshot>;

/** What one piece of work cost the database: counts and the text of each round trip, in order. */
export interface MeasuredWork extends WorkCounts {
  trace: string[];
}

/** The work `db` did while `fn` ran (nothing else may run on it meanwhile). */
export async function workOf(db: Db, fn: () => Promise<unknown>): Promise<MeasuredWork> {
  const before = workSnapshot(db.work);
  const trace: string[] = [];
  db.work.trace = trace;
  try {
    await fn();
  } finally {
    db.work.trace = null;
  }
  const after = workSnapshot(db.work);
  return {
    statements: after.statements - before.statements,
    roundTrips: after.roundTrips - before.roundTrips,
    rows: after.rows - before.rows,
    trace,
  };
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** What was sent to the database so far (see `DbWork`). */
  readonly work: DbWork;
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
