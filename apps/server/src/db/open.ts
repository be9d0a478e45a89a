import path from 'node:path';
import type { Config } from '../config';
import { serverPath } from '../paths';
import type { Db } from './client';

/**
 * The bundled server runs the embedded database in a thread of its own (`dist/db-worker.mjs`, built
 * beside `dist/main.mjs`); run from its sources (development, tests) it runs in this thread.
 */
const WORKER = import.meta.url.endsWith('.ts') ? null : serverPath('dist/db-worker.mjs');

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pg (a new folder starts from the built template). */
export async function openDatabase(config: Config, phases?: Record<string, number>): Promise<Db> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  }
  const dataDir = path.resolve(config.DATA_DIR, 'pg');
  if (WORKER) {
    const { openPgliteThread } = await import('./pglite-thread');
    return openPgliteThread(dataDir, WORKER, phases);
  }
  const [{ startDataDir }, { pgliteDb }] = await Promise.all([import('./template'), import('./pglite')]);
  return pgliteDb(await startDataDir(dataDir));
}
