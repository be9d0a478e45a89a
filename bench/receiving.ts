import { randomUUID } from 'node:crypto';
import { openPostgres } from '../apps/server/src/db/postgres';
import { keepAliveClient } from './http-client';
import { createOrdersOn, load, merchantToken, startServer } from './server';
import { watchingApps } from './watching';

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
    const addresses = (await createOrdersOn(server.url, token, orders, createBody)).map(
      (o) => o.deposit_address,
    );
    const watching = await watchingApps(server.databaseUrl, db, instances);
    await watching.payEach(addresses);
    const seconds = await watching.secondsUntilCompleted(orders);
    await watching.close();
    return { perSecond: orders / seconds, orders, seconds };
  } finally {
    await db.close();
    await server.stop();
  }
}
