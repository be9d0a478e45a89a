import fs from 'node:fs';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import type { Db } from './client';
import { pgliteDb } from './pglite-db';

const parsers = { [types.INT8]: (v: string) => BigInt(v) };

export interface PgliteOptions {
  /** Folder of the data; undefined keeps it in memory. */
  dataDir?: string;
  /** A dumped data folder to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  wasmModule?: PGliteOptions['pgliteWasmModule'];
  fsBundle?: Blob;
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
    dataDir: opts.dataDir,
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
