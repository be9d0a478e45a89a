import fs from 'node:fs';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './client';

const parsers = { [types.INT8]: (v: string) => BigInt(v) };

export interface PgliteOptions {
  /** Folder of the data; undefined keeps it in memory. */
  dataDir?: string;
  /** A dumped data folder to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  wasmModule?: PGliteOptions['pgliteWasmModule'];
  fsBundle?: Blob;
}

export interface PgliteDb extends Db {
  /** The whole data folder as a tarball, to start other instances from. */
  dump(): Promise<Blob>;
}

export async function openPglite(opts: PgliteOptions = {}): Promise<PgliteDb> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    pgliteWasmModule: opts.wasmModule,
    fsBundle: opts.fsBundle,
    parsers,
    relaxedDurability: false,
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<R>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
