import { serverPath } from '../paths';
import { DEFAULT_DATA_DIR, embeddedDataDir } from './data-folder';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

/**
 * The bundled server runs the embedded database in a thread of its own (`dist/db-worker.mjs`, built
 * beside `dist/main.mjs`); run from its sources (development, tests) it runs in the server's thread.
 */
const WORKER = import.meta.url.endsWith('.ts') ? null : serverPath('dist/db-worker.mjs');

/**
 * Starts the embedded database's thread before the settings are read, on the data folder DATA_DIR
 * names (as `config.ts` reads it), so that it fills a new folder from the template, loads PGlite and
 * compiles its WebAssembly meanwhile; none when DATABASE_URL chooses PostgreSQL (`config.ts` checks the
 * setting; a thread started for a value it then refuses ends with the process) or from the sources.
 */
export function startEmbeddedThread(env: NodeJS.ProcessEnv = process.env): PgliteThread | undefined {
  if (!WORKER || env.DATABASE_URL) return undefined;
  return startPgliteThread(WORKER, embeddedDataDir(env.DATA_DIR ?? DEFAULT_DATA_DIR));
}
