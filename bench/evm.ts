import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DEV_MNEMONIC } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/postgres';
import { startJobs } from '../apps/server/src/platform/jobs';
import { type DevChain, startDevChain } from '../apps/server/src/rails/chain/evm/dev-chain';
import { createOrdersOn, merchantToken, pct, startServer } from './server';
import { watchingApps } from './watching';

const PORT = Number(process.env.BENCH_EVM_PORT ?? 18645);
const AMOUNT = 12_500_000n;

/** ERC20 USDC orders created through HTTP; answers their deposit addresses. */
async function ordersOn(url: string, count: number): Promise<string[]> {
  const body = () => ({
    asset: 'USDC',
    network: 'ERC20',
    amount: '12.5',
    merchant_order_no: `E-${randomUUID()}`,
  });
  const orders = await createOrdersOn(url, await merchantToken(url), count, body);
  return orders.map((o) => o.deposit_address);
}

/** One token transfer to each address, all in the pool, then mined into as few blocks as the gas limit allows. */
async function payInFewBlocks(dev: DevChain, addresses: readonly string[]): Promise<number> {
  await dev.stopMining();
  for (let i = 0; i < addresses.length; i += 100) {
    await Promise.all(addresses.slice(i, i + 100).map((a) => dev.pay(a, 'USDC', AMOUNT)));
  }
  while ((await dev.pooled()) < addresses.length) await new Promise((r) => setTimeout(r, 50));
  let blocks = 0;
  for (;;) {
    await dev.mine();
    blocks++;
    const block = await dev.client.getBlock({ blockTag: 'latest' });
    if (!block.transactions.length) break;
  }
  await dev.startMining();
  return blocks - 1;
}

/**
 * Deposits credited per second on the EVM rail: `count` ERC20 orders each paid by a real token transfer
 * on a development node, the transfers mined into a few blocks and confirmed, then two watchers (as
 * on two servers) tick until every order is completed. Then the delay from a transfer's required
 * confirmation (the wall time its last needed block was mined) to its order being paid, with the
 * watcher running as a job (WATCHER_INTERVAL_MS, 1 s) and a block every second.
 */
export async function evmRates(root: string, adminUrl: string, count: number, delayed = 300) {
  const dev = await startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC, blockGasLimit: 60_000_000n });
  const server = await startServer(root, adminUrl, { DATABASE_POOL_SIZE: '20' });
  const db = openPostgres(server.databaseUrl, 20);
  const env = {
    CHAIN_RAIL: 'evm',
    EVM_RPC_URL: dev.url,
    EVM_CHAIN_ID: String(dev.chainId),
    EVM_TOKENS: dev.tokensSetting,
    EVM_START_BLOCK: '0',
  };
  try {
    const addresses = await ordersOn(server.url, count);
    const watching = await watchingApps(server.databaseUrl, db, 2, env);
    await watching.tick();
    const blocks = await payInFewBlocks(dev, addresses);
    await dev.mine(5);
    const seconds = await watching.secondsUntilCompleted(count);

    // the delay, with the watcher as a job and a block a second
    const more = await ordersOn(server.url, delayed);
    await payInFewBlocks(dev, more);
    const minedAt = new Map<bigint, number>();
    const jobs = startJobs(
      watching.apps.flatMap((a) => a.receiving.jobs),
      pino({ level: 'silent' }),
    );
    const waitPaid = async () =>
      Number(
        (
          await db.query<{ n: bigint }>(
            `SELECT count(*) AS n FROM receipt_orders WHERE status IN ('paid', 'completed')`,
          )
        )[0]!.n,
      );
    const until = Date.now() + 120_000;
    while ((await waitPaid()) < count + delayed && Date.now() < until) {
      await dev.mine();
      minedAt.set(await dev.client.getBlockNumber({ cacheTime: 0 }), Date.now());
      await new Promise((r) => setTimeout(r, 1000));
    }
    await jobs.stop();
    const rows = await db.query<{ height: bigint; paid: Date }>(
      `SELECT d.block_height AS height, o.paid_at AS paid FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
       WHERE o.deposit_address = ANY($1) AND o.paid_at IS NOT NULL`,
      [more],
    );
    const delays = rows
      .map((r) => r.paid.getTime() - (minedAt.get(r.height + 5n) ?? Number.NaN))
      .filter((d) => Number.isFinite(d))
      .sort((a, b) => a - b);
    await watching.close();
    return {
      count,
      blocks,
      seconds,
      perSecond: count / seconds,
      delayed: delays.length,
      p50: pct(delays, 0.5),
      p99: pct(delays, 0.99),
    };
  } finally {
    await db.close();
    await server.stop();
    await dev.close();
  }
}
