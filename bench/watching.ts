import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { DEV_MNEMONIC, loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/platform/clock';
import { devMailbox } from '../apps/server/src/platform/mail';
import { publicUrlOf } from '../apps/server/src/platform/public-url';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { chainRailOf } from '../apps/server/src/rails/chain/choose';
import { SimulatedChain } from '../apps/server/src/rails/chain/simulated';

/**
 * The deposit watcher as `instances` servers run it on one database (in this process, jobs off),
 * with the simulated chain they share: what the watcher benches tick.
 */
export async function watchingApps(
  databaseUrl: string,
  db: Db,
  instances: number,
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const chain = new SimulatedChain(db, systemClock, new AddressBook(DEV_MNEMONIC));
  const rails =
    config.CHAIN_RAIL === 'evm'
      ? await chainRailOf(config, db, systemClock)
      : { chain, chainSimulator: chain };
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < instances; i++) {
    apps.push(
      await buildApp({
        config,
        db,
        clock: systemClock,
        ...rails,
        mailer: devMailbox(db, pino({ level: 'silent' })),
        publicUrl: publicUrlOf(config),
      }),
    );
  }
  return {
    apps,
    chain,
    /** One transfer of 12.5 USDT to each address, then three blocks that confirm them all. */
    async payEach(addresses: readonly string[]) {
      await db.query(
        `INSERT INTO sim_chain_transfers (network, asset, tx_hash, from_address, to_address, amount, created_at)
         SELECT 'TRC20', 'USDT', md5(random()::text) || md5(random()::text), 'TFaucet', a, 12500000, now()
         FROM unnest($1::text[]) a`,
        [addresses],
      );
      for (let i = 0; i < 3; i++) await chain.mine(['TRC20']);
    },
    /** Ticks every app once. */
    tick: () => Promise.all(apps.map((a) => a.receiving.tick())),
    /** Seconds until `count` completed receipt orders exist, every app ticking on its own meanwhile. */
    async secondsUntilCompleted(count: number) {
      const started = performance.now();
      const done = async () =>
        Number(
          (
            await db.query<{ n: bigint }>(
              `SELECT count(*) AS n FROM receipt_orders WHERE status = 'completed'`,
            )
          )[0]!.n,
        );
      // each server ticks on its own, as its jobs run: one does not wait for the other's pass
      let finished = false;
      await Promise.all(
        apps.map(async (a) => {
          while (!finished) {
            await a.receiving.tick();
            if ((await done()) >= count) finished = true;
          }
        }),
      );
      return (performance.now() - started) / 1000;
    },
    async close() {
      for (const a of apps) await a.close();
    },
  };
}
