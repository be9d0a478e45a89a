import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { countWork, type Db, newDbWork, type Queryable, type Row } from './client';

const parsers = { [types.INT8]: (v: string) => BigInt(v) };

export interface PgliteOptions {
  /** Folder of the data; undefined keeps it in memory. */
  dataDir?: string;
  /** A dumped data folder to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  wasmModule?: PGliteOptions['pgliteWasmModule'];
  fsBundle?: Blob;
  /** The data folder's file system, instead of `dataDir` (a folder still being seeded: `SeedingNodeFS`). */
  fs?: PGliteOptions['fs'];
}

/**
 * PostgreSQL's buffer pool. The engine in WebAssembly zeroes all of it when it starts (128 MB, the
 * default, took 0.2 to 0.8 s of a start, where PostgreSQL on an operating system maps it untouched);
 * the embedded database's pages beyond it are read from the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export interface PgliteDb extends Db {
  /** The whole data folder as a tarball, to start other instances from. */
  dump(): Promise<Blob>;
}

/** Starts the engine itself, with the product's parsers (bigint for int8) and durable commits. */
export async function startPglite(opts: PgliteOptions = {}): Promise<PGlite> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  return PGlite.create({
    ...(opts.fs ? { fs: opts.fs } : { dataDir: opts.dataDir }),
    loadDataDir: opts.loadDataDir,
    pgliteWasmModule: opts.wasmModule,
    fsBundle: opts.fsBundle,
    parsers,
    relaxedDurability: false,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

export async function openPglite(opts: PgliteOptions = {}): Promise<PgliteDb> {
  const pg = await startPglite(opts);
  return { ...pgliteDb(pg), dump: () => pg.dumpDataDir('none') };
}

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
