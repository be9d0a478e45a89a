import path from 'node:path';
import { remittanceRate } from './payouts';
import { pgbenchTps } from './pgbench';
const root = path.resolve(import.meta.dirname, '..');
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const hot = process.argv.includes('--cold') ? false : true;
for (let i = 0; i < 3; i++) {
  const tps = pgbenchTps(adminUrl, 10);
  const r = await remittanceRate(root, adminUrl, 10, { hot, via: 'api_key' });
  console.log(`pgbench ${tps.toFixed(0)} remits ${r.perSecond.toFixed(0)} ratio ${(r.perSecond / tps).toFixed(3)} p99 ${r.p99.toFixed(1)}`);
}
