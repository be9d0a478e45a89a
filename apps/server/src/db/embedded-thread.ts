import { serverPath } from '../paths';
import { DEFAULT_DATA_DIR, embeddedDataDir } from './data-folder';
import { type PgliteThread, startPgliteThread } from './pglite-thread';
import { seedIfEmpty, TEMPLATE_DIR } from './seed';

/**
 * The bundled server runs the embedded database in a thread of its own (`dist/db-worker.mjs`, built
 * beside `dist/main.mjs`); run from its sources (development, tests) it runs in the server's thread.
 */
const WORKER = import.meta.url.endsWith('.ts') ? null : serverPath('dist/db-worker.mjs');

/**
 * Starts the embedded database's thread before the settings are read, on the data folder DATA_DIR
 * names (as `config.ts` reads it); none when DATABASE_URL chooses PostgreSQL (`config.ts` checks the
 * setting; a thread started for a value it then refuses ends with the process) or from the sources.
 * While the new thread starts Node and loads PGlite on the other core, this one fills a new data
 * folder from the template (some 700 files: in the engine's thread the copy came after its own start
 * and before the engine's, all on the way to the first query); then the thread opens the folder.
 */
export function startEmbeddedThread(env: NodeJS.ProcessEnv = process.env): PgliteThread | undefined {
  if (!WORKER || env.DATABASE_URL) return undefined;
  const dataDir = embeddedDataDir(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  return startPgliteThread(WORKER, { dataDir, prepare: () => seedFirst(dataDir) });
}

function seedFirst(dataDir: string): Record<string, number> {
  const at = performance.now();
  return seedIfEmpty(TEMPLATE_DIR, dataDir) ? { db_seed_ms: Math.round(performance.now() - at) } : {};
}
