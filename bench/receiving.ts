import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { DEV_MNEMONIC, loadConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/postgres';
import { systemClock } from '../apps/server/src/platform/clock';
import { devMailbox } from '../apps/server/src/platform/mail';
import { publicUrlOf } from '../apps/server/src/platform/public-url';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { SimulatedChain } from '../apps/server/src/rails/chain/simulated';
import { keepAliveClient } from './http-client';
import { load, merchantToken, startServer } from './server';

/**
 * Orders are many small statements of their own: 20 connections (the server's default is 10) keep
 * more of them under way. Remittances run on the default: their statements are fewer and larger,
 * one at a time per merchant balance.
 */
const RECEIVING_ENV = { DATABASE_POOL_SIZE: '20' };

const createBody = () => ({
  asset: 'USDT',
  network: 'TRC20',
  amount: '12.5',
  merchant_order_no: `B-${randomUUID()}`,
});

/**
 * Receipt orders created per second through HTTP (session auth, Idempotency-Key, validation, address
 * derivation), from `concurrency` clients on kept-alive connections.
 */
export async function orderCreationRate(root: string, adminUrl: string, seconds: number, concurrency = 32) {
  const server = await startServer(root, adminUrl, RECEIVING_ENV);
  const client = keepAliveClient(server.url, concurrency);
  try {
    const token = await merchantToken(server.url);
    const create = async () => {
      const res = await client.request(
        'POST',
        '/api/receipt-orders',
        {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        JSON.stringify(createBody()),
      );
      return res.status === 200;
    };
    await load(2, concurrency, create); // warm-up
    return await load(seconds, concurrency, create);
  } finally {
    client.close();
    await server.stop();
  }
}

/**
 * Payments booked per second by the deposit watcher: N orders each receive a
 * transfer, a block confirms them all, and watchers (as on `instances` servers)
 * run until every order is completed.
 */
export async function watcherRate(root: string, adminUrl: string, orders: number, instances = 2) {
  const server = await startServer(root, adminUrl, RECEIVING_ENV);
  const db = openPostgres(server.databaseUrl, 20);
  try {
    const token = await merchantToken(server.url);
    const addresses: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < orders) {
          next++;
          const res = await fetch(`${server.url}/api/receipt-orders`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(createBody()),
          });
          const body = (await res.json()) as { data: { deposit_address: string } };
          addresses.push(body.data.deposit_address);
        }
      }),
    );
    const config = loadConfig({
      DATABASE_URL: server.databaseUrl,
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'silent',
    });
    const chain = new SimulatedChain(db, systemClock, new AddressBook(DEV_MNEMONIC));
    const apps = [];
    for (let i = 0; i < instances; i++) {
      apps.push(
        await buildApp({
          config,
          db,
          clock: systemClock,
          chain,
          chainSimulator: chain,
          mailer: devMailbox(db, pino({ level: 'silent' })),
          publicUrl: publicUrlOf(config),
        }),
      );
    }
    await db.query(
      `INSERT INTO sim_chain_transfers (network, asset, tx_hash, from_address, to_address, amount, created_at)
       SELECT 'TRC20', 'USDT', md5(random()::text) || md5(random()::text), 'TFaucet', a, 12500000, now() FROM unnest($1::text[]) a`,
      [addresses],
    );
    for (let i = 0; i < 3; i++) await chain.mine(['TRC20']);
    const started = performance.now();
    const done = async () =>
      Number(
        (
          await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM receipt_orders WHERE status = 'completed'`)
        )[0]!.n,
      );
    while ((await done()) < orders) await Promise.all(apps.map((a) => a.receiving.tick()));
    const seconds = (performance.now() - started) / 1000;
    for (const a of apps) await a.close();
    return { perSecond: orders / seconds, orders, seconds };
  } finally {
    await db.close();
    await server.stop();
  }
}
