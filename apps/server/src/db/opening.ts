import type { Db } from './client';

/**
 * A database still opening, to build on meanwhile: every statement waits until `opening` gives the open
 * database (the embedded one starts in a thread of its own while the server's app is built here).
 */
export function whenOpen(kind: Db['kind'], opening: Promise<Db>): Db {
  let open: Db | undefined;
  opening.then(
    (db) => {
      open = db;
    },
    () => {},
  );
  return {
    kind,
    get work() {
      if (!open) throw new Error('the database is still opening');
      return open.work;
    },
    query: async (sql, params, opts) => (await opening).query(sql, params, opts),
    exec: async (sql) => (await opening).exec(sql),
    transaction: async (fn) => (await opening).transaction(fn),
    // COPY is PostgreSQL's (its absence tells a caller to read rows instead)
    ...(kind === 'postgres'
      ? {
          copyOut: async (sql: string) => {
            const db = await opening;
            if (!db.copyOut) throw new Error('COPY is not available on this database');
            return db.copyOut(sql);
          },
        }
      : {}),
    close: async () => (await opening).close(),
  };
}
