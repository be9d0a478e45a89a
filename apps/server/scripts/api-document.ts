import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { systemClock } from '../src/platform/clock';
import { devMailbox } from '../src/platform/mail';
import { publicUrlOf } from '../src/platform/public-url';
import { chainRailOf } from '../src/rails/chain/choose';

// `tsx apps/server/scripts/api-document.ts`: prints the API document (/api/docs/json) exactly as a
// production server serves it (no development routes), from the app on a throwaway in-memory database.
// The typed client (packages/client) is generated from it.

/** A production server's settings, as far as the document goes (NODE_ENV); the rest keeps it quiet. */
const documentSettings = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  JOBS_ENABLED: 'false',
} as const;

const config = loadConfig(documentSettings);
const db = await openPglite();
try {
  await migrate(db);
  const rails = await chainRailOf(config, db, systemClock);
  const mailer = devMailbox(db, pino({ level: 'silent' }));
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    mailer,
    publicUrl: publicUrlOf(config),
    ...rails,
  });
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`the document answered ${res.statusCode}: ${res.body}`);
  process.stdout.write(res.body);
} finally {
  await db.close();
}
