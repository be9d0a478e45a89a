import { randomUUID } from 'node:crypto';
import { type MeasuredWork, type WorkCounts, workOf } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { openPostgres } from '../apps/server/src/db/postgres';
import { merchantBucket, platform, post } from '../apps/server/src/modules/ledger';
import { inProcessApp } from './db-work-app';
import { scratchDatabase } from './server';
import type { Row } from './web/part';

/**
 * The database work of one remittance by API key, one receipt order creation (session) and one
 * payment booked by the deposit watcher, each measured alone (warmed up once) on a scratch
 * PostgreSQL database through the server's client, in this process.
 */
export async function dbWorkPerMovement(adminUrl: string) {
  const scratch = await scratchDatabase(adminUrl, 'dbwork');
  const db = openPostgres(scratch.url.toString(), 4);
  try {
    await migrate(db);
    const t = await inProcessApp(db);
    try {
      const m = await t.merchant();
      const key = await t.payoutKey(m.token, m.merchantId);
      await db.transaction((tx) =>
        post(tx, {
          kind: 'bench_funding',
          refType: 'bench',
          refId: randomUUID(),
          merchantId: m.merchantId,
          at: t.clock.now(),
          lines: [
            { account: platform('suspense'), asset: 'USDT', amount: -(10n ** 12n) },
            { account: merchantBucket(m.merchantId, 'available'), asset: 'USDT', amount: 10n ** 12n },
          ],
          history: { type: 'received', status: 'completed' },
        }),
      );
      const remit = () =>
        t.call(
          'POST',
          '/payouts/remittances',
          key,
          {
            asset: 'USDT',
            network: 'TRC20',
            address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
            amount: '0.5',
            remark: 'bench',
          },
          { 'idempotency-key': randomUUID() },
        );
      const order = () =>
        t.call(
          'POST',
          '/receipt-orders',
          m.token,
          { asset: 'USDT', network: 'TRC20', amount: '12.5', merchant_order_no: `B-${randomUUID()}` },
          { 'idempotency-key': randomUUID() },
        );
      /** An order paid by one transfer confirmed three blocks deep, booked by one watcher tick. */
      const payment = async () => {
        const o = await order();
        await t.call('POST', '/dev/chain/transfers', '', {
          network: 'TRC20',
          asset: 'USDT',
          to: o.deposit_address,
          amount: '12.5',
        });
        for (let i = 0; i < 3; i++) await t.chain.mine(['TRC20']);
        return () => t.app.receiving.tick();
      };
      // the watcher first: no chain send of a remittance is under way while it ticks
      await (await payment())();
      await t.app.receiving.tick();
      const idle = await workOf(db, () => t.app.receiving.tick());
      const watcher = await workOf(db, await payment());
      await order();
      const receiptOrder = await workOf(db, order);
      await remit();
      const remittance = await workOf(db, remit);
      return { remittance, receiptOrder, watcher, idle };
    } finally {
      await t.app.close();
    }
  } finally {
    await db.close();
    await scratch.drop();
  }
}

/**
 * Exact counts per movement, today's: held by `--check`. A change that adds a statement, a round trip
 * or a row to a movement fails here; one that removes some lowers these to the new counts.
 */
export const DB_WORK_BUDGETS: Record<Movement, WorkCounts> = {
  remittance: { statements: 2, roundTrips: 2, rows: 2 },
  receiptOrder: { statements: 1, roundTrips: 1, rows: 1 },
  watcher: { statements: 14, roundTrips: 20, rows: 10 },
};
type Movement = 'remittance' | 'receiptOrder' | 'watcher';
const LABEL: Record<Movement, string> = {
  remittance: 'per remittance (API key)',
  receiptOrder: 'per receipt order (session)',
  watcher: 'per watcher payment (one tick booking it)',
};

/** The round trips of a movement, in order, each text once with how many times it ran. */
function listStatements(name: string, w: MeasuredWork) {
  console.log(`db-work ${name}: ${w.statements} statements, ${w.roundTrips} round trips, ${w.rows} rows`);
  const times = new Map<string, number>();
  for (const sql of w.trace) times.set(sql, (times.get(sql) ?? 0) + 1);
  for (const [sql, n] of times) {
    console.log(`  ${n > 1 ? `${n}×` : '  '} ${sql.replace(/\s+/g, ' ').trim().slice(0, 150)}`);
  }
}

/** The `db-work` part: statements, round trips and rows per movement against their exact budgets. */
export async function dbWorkRows(adminUrl: string): Promise<Row[]> {
  const work = await dbWorkPerMovement(adminUrl);
  const rows: Row[] = [];
  for (const movement of Object.keys(DB_WORK_BUDGETS) as Movement[]) {
    const w = work[movement];
    listStatements(LABEL[movement], w);
    const budget = DB_WORK_BUDGETS[movement];
    for (const [what, key] of [
      ['statements', 'statements'],
      ['round trips', 'roundTrips'],
      ['rows', 'rows'],
    ] as const) {
      rows.push({
        name: `db ${what} ${LABEL[movement]}`,
        value: w[key],
        limit: budget[key],
        unit: '',
        kind: 'budget',
      });
    }
  }
  listStatements('idle watcher tick (for reference)', work.idle);
  return rows;
}
