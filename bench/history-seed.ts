import { randomUUID } from 'node:crypto';
import { historyTypes, payoutStatuses, receiptStatuses, receivingHistoryTypes } from '@mc/contract';
import pg from 'pg';

/** The history seeded: `rows` in all, every third one the measured merchant's, the rest 20 others'. */
export interface HistorySeed {
  rows: number;
  /** The measured merchant's rows. */
  mine: number;
  seconds: number;
}

const OTHER_MERCHANTS = 20;

/**
 * One row per id, `created_at` rising with it over the last 365 days. Every value derives from the
 * md5 of the id: types (the contract's, receiving ones positive, payouts negative), assets
 * (USDT 60 %, USDC 30 %, USD 10 %), amounts and fees in minor units, the contract's statuses of the
 * row's business object, order numbers, addresses out of 100,000, unique 64-hex tx hashes.
 */
const INSERT_ROWS = `
INSERT INTO history_rows (id, entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
  balance, amount, fee, net, balance_after, status, order_no, counterparty, tx_hash, remark)
SELECT g, g,
  CASE WHEN g % 3 = 0 THEN $1::uuid ELSE ($2::uuid[])[1 + (g / 3) % ${OTHER_MERCHANTS}] END,
  now() - interval '365 days' + (g - 1) * (interval '365 days' / $3::int),
  CASE WHEN r.incoming THEN r.type ELSE 'payout_held' END,
  r.type,
  CASE WHEN r.incoming THEN 'receipt_order' ELSE 'payout' END,
  r.h::uuid::text,
  r.asset,
  CASE WHEN r.asset = 'USD' THEN NULL WHEN r.r2 % 2 = 0 THEN 'TRC20' ELSE 'ERC20' END,
  'available',
  (CASE WHEN r.incoming THEN 1 ELSE -1 END) * (1 + r.r3 % CASE WHEN r.asset = 'USD' THEN 10000000 ELSE 5000000000 END),
  CASE WHEN r.incoming THEN 0 WHEN r.asset = 'USD' THEN 500 ELSE 1000000 END,
  (CASE WHEN r.incoming THEN 1 ELSE -1 END) * (1 + r.r3 % CASE WHEN r.asset = 'USD' THEN 10000000 ELSE 5000000000 END) - (CASE WHEN r.incoming THEN 0 WHEN r.asset = 'USD' THEN 500 ELSE 1000000 END),
  r.r4 % 1000000000000,
  CASE WHEN r.incoming THEN ($4::text[])[1 + r.r5 % array_length($4::text[], 1)]
       ELSE ($5::text[])[1 + r.r5 % array_length($5::text[], 1)] END,
  CASE WHEN r.incoming OR r.r5 % 2 = 0 THEN 'ORD-' || lpad(g::text, 10, '0') END,
  CASE WHEN r.asset = 'USD' THEN 'US' || lpad((r.r2 % 100000)::text, 20, '0')
       ELSE 'T' || substr(md5('address' || r.r2 % 100000), 1, 33) END,
  CASE WHEN r.asset <> 'USD' THEN r.h || reverse(r.h) END,
  CASE WHEN NOT r.incoming AND r.r5 % 3 = 0 THEN 'Supplier invoice ' || (r.r2 % 10000)::text END
FROM generate_series($8::int, $9::int) g,
  LATERAL (
    SELECT m.h, n.*, ($6::text[])[1 + n.r1 % array_length($6::text[], 1)] AS type,
      n.r1 % array_length($6::text[], 1) < $7::int AS incoming,
      CASE WHEN n.r2 % 10 < 6 THEN 'USDT' WHEN n.r2 % 10 < 9 THEN 'USDC' ELSE 'USD' END AS asset
    FROM (SELECT md5(g::text) AS h OFFSET 0) m,
      LATERAL (SELECT ('x' || substr(m.h, 1, 8))::bit(32)::bigint & 2147483647 AS r1,
        ('x' || substr(m.h, 9, 8))::bit(32)::bigint & 2147483647 AS r2,
        ('x' || substr(m.h, 17, 12))::bit(48)::bigint AS r3,
        ('x' || substr(m.h, 25, 8))::bit(32)::bigint * 1000 AS r4,
        ('x' || substr(m.h, 29, 4))::bit(16)::int AS r5 OFFSET 0) n
    OFFSET 0
  ) r`;

/**
 * Seeds `rows` history rows with SQL alone (generate_series, two halves at once), a third of them
 * `merchantId`'s. For the seeding the table is unlogged (what is measured only reads it, which an
 * unlogged table does alike) and its secondary indexes (those of no constraint) are dropped, then
 * built again from their own definitions, two at a time; VACUUM ANALYZE last, as autovacuum would
 * have left an older table.
 */
export async function seedHistory(
  databaseUrl: string,
  merchantId: string,
  rows: number,
): Promise<HistorySeed> {
  const started = performance.now();
  const clients = [0, 1].map(() => new pg.Client({ connectionString: databaseUrl }));
  const both = <T>(f: (c: pg.Client, i: number) => Promise<T>) => Promise.all(clients.map(f));
  try {
    await both(async (c) => {
      await c.connect();
      await c.query(`SET maintenance_work_mem = '256MB'`);
    });
    const [main] = clients as [pg.Client];
    await main.query('ALTER TABLE history_rows SET UNLOGGED');
    const indexes = await main.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.tablename = 'history_rows'
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const i of indexes.rows) await main.query(`DROP INDEX ${i.name}`);
    const others = Array.from({ length: OTHER_MERCHANTS }, () => randomUUID());
    const half = Math.floor(rows / 2);
    const statuses = [receiptStatuses, payoutStatuses];
    const facts = [merchantId, others, rows, ...statuses, historyTypes, receivingHistoryTypes.length];
    await both((c, i) => c.query(INSERT_ROWS, [...facts, i ? half + 1 : 1, i ? rows : half]));
    await main.query(`SELECT setval(pg_get_serial_sequence('history_rows', 'id'), $1)`, [rows]);
    const pending = [...indexes.rows];
    await both(async (c) => {
      for (let i = pending.shift(); i; i = pending.shift()) await c.query(i.def);
    });
    await main.query('VACUUM ANALYZE history_rows');
    const [n] = (
      await main.query<{ n: string }>('SELECT count(*) AS n FROM history_rows WHERE merchant_id = $1', [
        merchantId,
      ])
    ).rows;
    return { rows, mine: Number(n?.n), seconds: (performance.now() - started) / 1000 };
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
  }
}
