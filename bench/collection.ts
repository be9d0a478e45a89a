import { DEV_MNEMONIC } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openPostgres } from '../apps/server/src/db/postgres';
import { accountCreator, type NewCollectionAccount } from '../apps/server/src/modules/collection';
import { systemClock } from '../apps/server/src/platform/clock';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { scratchDatabase } from './server';
import { watchingApps } from './watching';

const rowsOf = (n: number): NewCollectionAccount[] =>
  Array.from({ length: n }, (_, i) => ({
    customer_name: `Customer ${i}`,
    customer_ref: `BENCH-${i}`,
    email: `customer${i}@example.com`,
    asset: 'USDT',
    network: 'TRC20',
    expected_amount: 12_500_000n,
    remark: null,
  }));

/** Tron addresses derived per second, in blocks as the server derives them (the derivation bench). */
function derivationRate(count: number): number {
  const book = new AddressBook(DEV_MNEMONIC);
  book.deriveMany('tron', [1n]); // the table of G's multiples is built once per process
  const indexes = Array.from({ length: count }, (_, i) => BigInt(5_000_000 + i));
  const started = performance.now();
  book.deriveMany('tron', indexes);
  return count / ((performance.now() - started) / 1000);
}

/**
 * Batch collection on PostgreSQL: `createAccounts` making `accounts` accounts in one transaction
 * (indexes, derivation, one insert), against the bare derivation of as many addresses; then the
 * watcher (on `instances` servers) crediting one transfer to each of `transfers` of those accounts
 * while all of them are watched: each becomes a receipt order, confirmed, paid and settled.
 */
export async function collectionRates(adminUrl: string, accounts = 10_000, transfers = 2000, instances = 2) {
  const scratch = await scratchDatabase(adminUrl, 'collection_bench');
  const db = openPostgres(scratch.url.toString(), 20);
  try {
    await migrate(db);
    const [merchant] = await db.query<{ id: string }>(
      `INSERT INTO merchants (merchant_name, merchant_type, email)
       VALUES ('Bench Collection Ltd', 'enterprise', 'collection@bench.example') RETURNING id`,
    );
    const derivationPerSecond = derivationRate(accounts);
    const watching = await watchingApps(scratch.url.toString(), db, instances);
    const create = accountCreator(watching.chain, systemClock);
    const started = performance.now();
    const created = await db.transaction((tx) => create(tx, merchant!.id, rowsOf(accounts), null));
    const createSeconds = (performance.now() - started) / 1000;
    if (created.length !== accounts) throw new Error(`created ${created.length} of ${accounts} accounts`);
    await db.query('ANALYZE');
    await watching.payEach(created.slice(0, transfers).map((a) => a.address));
    const seconds = await watching.secondsUntilCompleted(transfers);
    await watching.close();
    return {
      accounts,
      createSeconds,
      createPerSecond: accounts / createSeconds,
      derivationPerSecond,
      transfers,
      seconds,
      creditedPerSecond: transfers / seconds,
    };
  } finally {
    await db.close();
    await scratch.drop();
  }
}
