import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { createLogger } from './platform/logger';

// What runs before the server listens, each step timed (logged with "listening"). The database opens
// (a new data folder copied from the template, the engine compiled and started) while the rest of the
// server's code loads: the one waits on the disk and on compiler threads, the other on this thread.
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
const opening = timed('database', () => openDatabase(config));
const [{ serve }, db] = await Promise.all([timed('server_code', () => import('./serve')), opening]);
const applied = await timed('migrate', () => migrate(db));
if (applied.length) log.info({ applied }, 'migrations applied');
await serve({ config, db, log, timed, phases, startedAt });
