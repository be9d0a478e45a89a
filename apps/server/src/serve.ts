import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import type { Db } from './db/client';
import { systemClock } from './platform/clock';
import { startJobs } from './platform/jobs';
import { devMailbox, smtpMailer } from './platform/mail';
import { publicUrlOf } from './platform/public-url';
import { chainRailOf } from './rails/chain/choose';

export interface Starting {
  config: Config;
  db: Db;
  /** Settles when the database is open and migrated: the server listens only then. */
  ready: Promise<unknown>;
  log: Logger;
  timed: <T>(name: string, step: () => Promise<T>) => Promise<T>;
  /** The steps' durations so far, logged with "listening". */
  phases: Record<string, number>;
  startedAt: number;
}

/** The server on an open, migrated database: the app, its jobs, shutdown on a signal, listening. */
export async function serve({ config, db, ready, log, timed, phases, startedAt }: Starting): Promise<void> {
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailbox(db, log);
  const chain = await timed('rail', () => chainRailOf(config, db, systemClock, log));
  const publicUrl = publicUrlOf(config);
  const app = await timed('app', () =>
    buildApp({ config, db, clock: systemClock, mailer, publicUrl, ...chain }, { logger: log }),
  );
  const jobs = config.JOBS_ENABLED
    ? startJobs(
        [
          ...app.receiving.jobs,
          ...app.bankTransfers.jobs,
          ...app.webhooks.jobs,
          ...app.statements.jobs,
          ...app.sweeps.jobs,
          ...app.lowBalances.jobs,
          ...app.bankFiles.jobs,
          ...app.bankCredits.jobs,
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

  await timed('ready', () => ready);
  await timed('listen', () => app.listen({ host: config.HOST, port: config.PORT }));
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
      ...phases,
    },
    'listening',
  );
}
