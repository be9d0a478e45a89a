import type { Config } from '../config';
import type { Db } from './client';
import { embeddedDataDir } from './data-folder';
import type { PgliteThread } from './pglite-thread';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pg (a new folder starts from the built
 * template): in the thread the bundled server started for it, or else in this thread.
 */
export async function openDatabase(
  config: Config,
  phases?: Record<string, number>,
  thread?: PgliteThread,
): Promise<Db> {
  if (config.DATABASE_URL) {
    await thread?.stop();
    const { openPostgres } = await import('./postgres');
    return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  }
  const dataDir = embeddedDataDir(config.DATA_DIR);
  if (thread) return thread.open(dataDir, phases);
  const [{ startDataDir }, { pgliteDb }] = await Promise.all([import('./template'), import('./pglite-db')]);
  return pgliteDb(await startDataDir(dataDir));
}
