import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { whenOpen } from './db/opening';
import type { PgliteThread } from './db/pglite-thread';
import { createLogger } from './platform/logger';

/**
 * What runs before the server listens, each step timed (logged with "listening"). The database opens
 * and is migrated (a new data folder copied from the template, the engine compiled and started: in the
 * thread the bundled server's launcher started for it, `launch.ts`) while the rest of the server's code loads and its app
 * is built.
 */
export async function start(thread?: PgliteThread): Promise<void> {
  const startedAt = performance.now();
  const phases: Record<string, number> = { modules_ms: Math.round(startedAt) };
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const out = await step();
    phases[`${name}_ms`] = Math.round(performance.now() - at);
    return out;
  };

  const config = loadConfig();
  const log = createLogger(config);
  const ready = timed('database', () => openDatabase(config, phases, thread)).then(async (db) => {
    const applied = await timed('migrate', () => migrate(db));
    if (applied.length) log.info({ applied }, 'migrations applied');
    return db;
  });
  const { serve } = await timed('server_code', () => import('./serve'));
  const db = whenOpen(config.DATABASE_URL ? 'postgres' : 'pglite', ready);
  await serve({ config, db, ready, log, timed, phases, startedAt });
}
