import { AsyncLocalStorage } from 'node:async_hooks';
import { countWork, type Db, newDbWork, type Queryable, type Row } from './client';

// Kept apart from the engine (`pglite.ts`): the server's thread wraps an engine running in a thread of
// its own (`pglite-thread.ts`) without loading PGlite's code itself.

/** What a `Db` needs of PGlite: the engine itself, or a client of an engine in a worker thread. */
export interface PgliteEngine {
  query<R extends Row>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: Pick<PgliteEngine, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The product's database interface over a PGlite engine: work counted, misuse inside a transaction caught. */
export function pgliteDb(pg: PgliteEngine): Db {
  const work = newDbWork();
  const wrap = (q: Pick<PgliteEngine, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<R>(sql, params as unknown[]);
      countWork(work, sql, res.rows.length);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
      countWork(work, sql, 0);
    },
  });
  // PGlite is one connection: a query on it from inside a transaction waits for
  // that transaction forever. Catch the mistake instead of hanging.
  const inTransaction = new AsyncLocalStorage<boolean>();
  const guarded = wrap(pg);
  const root: Queryable = {
    query(sql, params) {
      if (inTransaction.getStore())
        throw new Error('query on the database handle inside a transaction: use tx');
      return guarded.query(sql, params);
    },
    exec(sql) {
      if (inTransaction.getStore())
        throw new Error('exec on the database handle inside a transaction: use tx');
      return guarded.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    work,
    query: root.query,
    exec: root.exec,
    transaction: async (fn) => {
      if (inTransaction.getStore()) throw new Error('nested transaction on the database handle: use tx');
      // PGlite sends BEGIN and COMMIT (or ROLLBACK) itself: counted as the pg client counts them
      countWork(work, 'BEGIN', 0, false);
      try {
        const result = await pg.transaction((tx) => inTransaction.run(true, () => fn(wrap(tx))));
        countWork(work, 'COMMIT', 0, false);
        return result;
      } catch (err) {
        countWork(work, 'ROLLBACK', 0, false);
        throw err;
      }
    },
    close: () => pg.close(),
  };
}
