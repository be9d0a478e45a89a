import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { systemClock } from './platform/clock';
import { startJobs } from './platform/jobs';
import { createLogger } from './platform/logger';
import { devMailbox, smtpMailer } from './platform/mail';
import { publicUrlOf } from './platform/public-url';
import { chainRailOf } from './rails/chain/choose';

const startedAt = performance.now();
const config = loadConfig();
const log = createLogger(config);
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length) log.info({ applied }, 'migrations applied');
const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailbox(db, log);
const chain = await chainRailOf(config, db, systemClock, log);
const publicUrl = publicUrlOf(config);
const app = await buildApp({ config, db, clock: systemClock, mailer, publicUrl, ...chain }, { logger: log });
const jobs = config.JOBS_ENABLED
  ? startJobs(
      [
        ...app.receiving.jobs,
        ...app.bankTransfers.jobs,
        ...app.webhooks.jobs,
        ...app.statements.jobs,
        ...app.sweeps.jobs,
      ],
      log,
    )
  : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await jobs?.stop();
  await app.close();
  await db.close();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
log.info(
  {
    url: `http://localhost:${port}`,
    public_url: publicUrl.base(),
    port,
    database: db.kind,
    mail: mailer.kind,
    startup_ms: Math.round(performance.now() - startedAt),
  },
  'listening',
);
