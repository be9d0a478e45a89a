import type { HistoryQuery } from '@mc/contract';
import pg from 'pg';
import { historyPageQuery } from '../apps/server/src/modules/history';
import { encodeCursor } from '../apps/server/src/platform/paging';
import { keepAliveClient } from './http-client';

/** A page the bench asks for: its query string and the filter the server reads from it. */
export interface HistoryPageAsk {
  name: string;
  filter: Omit<HistoryQuery, 'limit' | 'cursor'>;
  /** The id the page starts below (its cursor), if any. */
  beforeId?: string;
  /** How many rows the page must hold, at least. */
  atLeast: number;
}

const LIMIT = 100;

/** The pages measured: the first one, a filtered page ~500,000 rows deep, a search by tx hash. */
export async function historyAsks(databaseUrl: string, merchantId: string): Promise<HistoryPageAsk[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deep = await db.query<{ id: string; created_at: Date }>(
      `SELECT id::text, created_at FROM history_rows WHERE merchant_id = $1 ORDER BY id DESC OFFSET 499999 LIMIT 1`,
      [merchantId],
    );
    const hash = await db.query<{ tx_hash: string }>(
      `SELECT tx_hash FROM history_rows WHERE merchant_id = $1 AND tx_hash IS NOT NULL AND id < $2 
       ORDER BY id DESC LIMIT 1`,
      [merchantId, deep.rows[0]!.id],
    );
    const at = deep.rows[0]!.created_at.getTime();
    const day = 86_400_000;
    return [
      { name: 'first page', filter: {}, atLeast: LIMIT },
      {
        name: 'filtered page 500k deep',
        // type and asset, over the 120 days around the cursor's row
        filter: {
          type: 'received',
          asset: 'USDT',
          from: new Date(at - 90 * day).toISOString(),
          to: new Date(at + 30 * day).toISOString(),
        },
        beforeId: deep.rows[0]!.id,
        atLeast: LIMIT,
      },
      { name: 'search by tx hash', filter: { q: hash.rows[0]!.tx_hash.toUpperCase() }, atLeast: 1 },
    ];
  } finally {
    await db.end();
  }
}

const pathOf = (ask: HistoryPageAsk) => {
  const query = new URLSearchParams({ limit: String(LIMIT) });
  for (const [k, v] of Object.entries(ask.filter)) if (v !== undefined) query.set(k, String(v));
  if (ask.beforeId) query.set('cursor', encodeCursor([ask.beforeId]));
  return `/api/history?${query}`;
};

/** p50 and p95 of `count` requests of a page, one at a time on a kept-alive connection (after 20 unmeasured). */
export async function pageLatency(base: string, token: string, ask: HistoryPageAsk, count: number) {
  const client = keepAliveClient(base, 1);
  const path = pathOf(ask);
  const ms: number[] = [];
  try {
    for (let i = 0; i < count + 20; i++) {
      const t0 = performance.now();
      const res = await client.request('GET', path, { authorization: `Bearer ${token}` });
      const took = performance.now() - t0;
      const items = res.status === 200 ? (JSON.parse(String(res.body)).data.items as unknown[]) : [];
      if (items.length < ask.atLeast) throw new Error(`${ask.name}: ${res.status} ${String(res.body)}`);
      if (i >= 20) ms.push(took);
    }
  } finally {
    client.close();
  }
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;
  return { p50: pct(0.5), p95: pct(0.95) };
}

/**
 * The plan the server's statement for a page runs with, as the server runs it (the same text and
 * parameters, unnamed, on a connection with the server's `plan_cache_mode`), shown by auto_explain
 * with ANALYZE and BUFFERS; answers the plan and the indexes it reads.
 */
export async function pagePlan(databaseUrl: string, merchantId: string, ask: HistoryPageAsk) {
  const db = new pg.Client({
    connectionString: databaseUrl,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  await db.connect();
  const notices: string[] = [];
  db.on('notice', (n) => notices.push(n.message ?? ''));
  try {
    await db.query(`LOAD 'auto_explain'`);
    await db.query(`SET auto_explain.log_min_duration = 0`);
    await db.query(`SET auto_explain.log_analyze = on`);
    await db.query(`SET auto_explain.log_buffers = on`);
    await db.query(`SET auto_explain.log_level = notice`);
    const decimals = new Map(
      (await db.query<{ code: string; decimals: number }>('SELECT code, decimals FROM assets')).rows.map(
        (a) => [a.code, a.decimals],
      ),
    );
    notices.length = 0;
    const { sql, params } = historyPageQuery(merchantId, ask.filter, decimals, LIMIT + 1, ask.beforeId);
    await db.query(sql, params);
    const plan = notices.join('\n');
    const indexes = [
      ...plan.matchAll(
        /(?:Index Scan|Index Only Scan) (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/g,
      ),
    ].map((m) => `${m[0].startsWith('Bitmap') ? 'bitmap' : 'scan'} ${m[1] ?? m[2]}`);
    return { plan, indexes: indexes.length ? indexes : ['no index (sequential scan)'] };
  } finally {
    await db.end();
  }
}
