import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/postgres';
import { keepAliveClient } from './http-client';
import { payingMerchant } from './payouts';
import { load, startServer } from './server';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const hot = !process.argv.includes('--cold');
const ticks = (pid: number) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
for (let round = 0; round < 2; round++) {
  const server = await startServer(root, adminUrl, { PAYOUT_TOTP_THRESHOLD_USD: '1000000000', PAYOUT_APPROVAL_THRESHOLD_USD: '1000000000' });
  const db = openPostgres(server.databaseUrl, 4);
  const client = keepAliveClient(server.url, 32);
  const tokens: string[] = [];
  for (let i = 0; i < (hot ? 1 : 32); i++) tokens.push(await payingMerchant(server.url, db, 10n ** 12n, 'api_key'));
  const remit = async (i: number) => {
    const res = await client.request('POST', '/api/payouts/remittances', { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': randomUUID() },
      JSON.stringify({ asset: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '0.5', remark: 'bench' }));
    return res.status === 200;
  };
  await load(2, 32, remit);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbName = new URL(server.databaseUrl).pathname.slice(1);
  const pids = (await admin.query('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r) => r.pid as number);
  const before = new Map([server.pid, ...pids].map((p) => [p, ticks(p)]));
  const r = await load(8, 32, remit);
  const after = new Map([server.pid, ...pids].map((p) => [p, ticks(p)]));
  const nodeT = after.get(server.pid)! - before.get(server.pid)!;
  let pgT = 0;
  for (const p of pids) pgT += after.get(p)! - before.get(p)!;
  console.log(`${hot ? 'hot' : 'cold'} remits ${r.ok} (${r.perSecond.toFixed(0)}/s) node ms/op ${((nodeT * 10) / r.ok).toFixed(3)} pg ms/op ${((pgT * 10) / r.ok).toFixed(3)} p50 ${r.p50.toFixed(1)}`);
  await admin.end();
  client.close();
  await db.close();
  await server.stop();
}
