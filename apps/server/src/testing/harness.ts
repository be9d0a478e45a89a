import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from '../app';
import { type Config, DEV_MNEMONIC, loadConfig } from '../config';
import type { Db } from '../db/client';
import { ledgerCheckOfEveryModule } from '../ledger-check';
import { ManualClock } from '../platform/clock';
import { devMailbox } from '../platform/mail';
import { hashPasswordsCheaplyForTests } from '../platform/passwords';
import { publicUrlOf } from '../platform/public-url';
import { AddressBook } from '../rails/chain/addresses';
import { SimulatedChain } from '../rails/chain/simulated';
import type { ChainSimulator } from '../rails/chain/simulator';
import type { ChainRail } from '../rails/chain/types';
import { createTestDb } from './test-db';

// the tests' merchants, members and operators sign up and log in some 1,600 times a run
hashPasswordsCheaplyForTests();

let book: AddressBook | undefined;
/** Deriving the HD root costs ~30 ms; one per test worker is enough. */
export const addressBook = () => {
  book ??= new AddressBook(DEV_MNEMONIC);
  return book;
};

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  chain: SimulatedChain;
  /** The chain rail the app was given (the simulated chain, or the routed EVM one). */
  rail: ChainRail;
  config: Config;
  /** Sends a request through app.inject() and parses the envelope. */
  call(opts: InjectOptions): Promise<{ status: number; body: TestEnvelope; res: LightMyRequestResponse }>;
  /** Runs every ledger invariant; throws listing the violations. */
  checkLedger(): Promise<void>;
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
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    logger?: Logger;
    /** Share another app's database (a second server instance). */
    db?: Db;
    /** Another chain rail than the simulated one (the EVM rail: `testing/evm.ts`); its simulated networks stay. */
    rails?: (
      config: Config,
      db: Db,
      clock: ManualClock,
    ) => Promise<{ chain: ChainRail; chainSimulator?: ChainSimulator }>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    JOBS_ENABLED: 'false',
    ...env,
  });
  const db = opts.db ?? (await createTestDb());
  const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
  const mailer = devMailbox(db, opts.logger ?? pino({ level: 'silent' }));
  const chain = new SimulatedChain(db, clock, addressBook());
  const rails = opts.rails ? await opts.rails(config, db, clock) : { chain, chainSimulator: chain };
  const app = await buildApp(
    { config, db, clock, mailer, ...rails, publicUrl: publicUrlOf(config) },
    { logger: opts.logger },
  );
  await app.ready();
  return {
    app,
    db,
    clock,
    chain,
    rail: rails.chain,
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
    async checkLedger() {
      const violations = await ledgerCheckOfEveryModule().run(db);
      if (violations.length) {
        throw new Error(
          `ledger invariants violated:\n${violations.map((v) => `${v.rule}: ${v.detail}`).join('\n')}`,
        );
      }
    },
    async close() {
      await app.close();
      if (!opts.db) await db.close();
    },
  };
}
