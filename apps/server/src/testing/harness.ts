import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/client';
import { ManualClock } from '../platform/clock';
import { devMailbox } from '../platform/mail';
import { createTestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  /** Sends a request through app.inject() and parses the envelope. */
  call(opts: InjectOptions): Promise<{ status: number; body: TestEnvelope; res: LightMyRequestResponse }>;
  close(): Promise<void>;
}

export interface TestEnvelope {
  code: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response data
  data: any;
  errors?: { field: string; message: string }[];
  reason?: string;
}

/** The whole server on a fresh database with a clock the test moves by hand. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const db = await createTestDb();
  const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
  const mailer = devMailbox(db, pino({ level: 'silent' }));
  const app = await buildApp({ config, db, clock, mailer });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    async call(opts) {
      const res = await app.inject(opts);
      let body: TestEnvelope;
      try {
        body = res.json();
      } catch {
        body = { code: res.statusCode, message: res.body, data: null };
      }
      return { status: res.statusCode, body, res };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
