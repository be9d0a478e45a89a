/**
 * `npm run bench`: every figure is printed next to its budget or its baseline,
 * measured in this run. `--check` runs the parts that hold a budget or a floor (bundle, lighthouse,
 * cold-start, db-work, history, webhook-hang, bank-files) and exits non-zero when one is exceeded (CI); the parts that only report goals
 * and figures run with `--only` or without `--check`;
 * `--quick` skips the PostgreSQL runs (throughput, history, collection, collection import); `--only
 * <part>[,<part>]` runs only the named parts (bundle, lighthouse, cold-start, db-work, orders, watcher,
 * collection, payouts, fiat-remits, history, collection-import, webhooks, bank-files), e.g.
 * `npm run bench -- --only orders`. The web parts (bundle, lighthouse) run against the built product
 * (`npm run build` first); ports from BENCH_WEB_PORT and BENCH_CHROME_PORT. `history` seeds 3,000,000
 * history rows (1,000,000 of one merchant) and measures its pages and exports through HTTP (about
 * 2.5 minutes; its server on BENCH_HISTORY_PORT, default 8291). `collection` creates 10,000 collection
 * accounts (createAccounts, against the bare address derivation) and measures the watcher crediting
 * transfers while they are all watched. `collection-import` imports 10,000 collection accounts from a
 * CSV and from an XLSX file through HTTP (its server on BENCH_IMPORT_PORT, default 8292). `webhooks`
 * creates receipt orders for 10 s with an endpoint on a local receiver and measures deliveries/s against
 * creations/s and the delay from commit to delivery (about 20 s). `webhook-hang` measures a healthy
 * endpoint's delivery p99 while another merchant's endpoint never answers (about 10 s). `evm` credits 1,000 deposits made by
 * real token transfers on a development EVM node (BENCH_EVM_PORT, default 18645) against the same on
 * the simulated chain, and the delay from a transfer's required confirmation to paid (about 1 minute). Scratch
 * databases are named `<BENCH_DATABASE_PREFIX>_…` (default `mc`), made through BENCH_DATABASE_URL.
 * `db-work` counts, at the server's database client, the statements, round trips and rows of one
 * remittance by API key, one receipt order and one payment booked by the watcher, and holds them to
 * exact budgets (a few seconds, the server in this process on a scratch database; `db-work.ts`).
 * `bank-files` writes a pain.001 of 10,000 bank transfers and reads a camt.053 of 10,000 credits,
 * matching them to top-ups, each against a budget (about 15 s with its seeding; `bank-files.ts`).
 */
import path from 'node:path';
import { bankFileRows } from './bank-files';
import { COLD_START_BUDGET_MS, type ColdStart, measureColdStart, SERVER_START_GOAL_MS } from './cold-start';
import { collectionRates } from './collection';
import { collectionImportRows } from './collection-import';
import { dbWorkRows } from './db-work';
import { evmRates } from './evm';
import { evmScanRate } from './evm-scan';
import { historyRows } from './history';
import { remittanceRows } from './payout-rows';
import { remittanceRate } from './payouts';
import { pgbenchTps } from './pgbench';
import { orderCreationRate, watcherRate } from './receiving';
import { type Row, webRows } from './web/part';
import { webhookHangRows } from './webhook-hang';
import { webhookRows } from './webhooks';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : null;
const PARTS = [
  'bundle',
  'lighthouse',
  'cold-start',
  'db-work',
  'orders',
  'watcher',
  'collection',
  'payouts',
  'fiat-remits',
  'history',
  'collection-import',
  'webhooks',
  'webhook-hang',
  'evm',
  'bank-files',
] as const;
for (const part of only ?? []) {
  if (!PARTS.includes(part as (typeof PARTS)[number])) {
    console.error(`--only: unknown part "${part}" (parts: ${PARTS.join(', ')})`);
    process.exit(2);
  }
}
/** The parts with a budget or a floor: what `--check` runs unless `--only` names others. */
const ENFORCED = new Set<(typeof PARTS)[number]>([
  'bundle',
  'lighthouse',
  'cold-start',
  'db-work',
  'history',
  'webhook-hang',
  'bank-files',
]);
const runs = (part: (typeof PARTS)[number]) => (only ? only.has(part) : !check || ENFORCED.has(part));
if (check && !only) {
  const skipped = PARTS.filter((p) => !ENFORCED.has(p));
  console.log(`--check: parts with budgets or floors; reported only with --only: ${skipped.join(', ')}`);
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rows: Row[] = [];
/** Budgets and floors are enforced by `--check`; goals (at least) and targets (at most) are reported. */
const atMost = (r: Row) => r.kind === 'budget' || r.kind === 'target';
const passes = (r: Row) => (atMost(r) ? r.value <= r.limit : r.value >= r.limit);

function print() {
  console.log(`\n${'measure'.padEnd(52)} ${'value'.padEnd(14)} ${'limit'.padEnd(14)} result`);
  for (const r of rows) {
    const digits = r.unit === 'ratio' ? 3 : r.unit === '' ? 0 : 1;
    const value = `${r.value.toFixed(digits)} ${r.unit}`;
    if (r.kind === 'figure') {
      console.log(`${r.name.padEnd(52)} ${value.padEnd(14)} ${'-'.padEnd(14)} ${r.note ?? ''}`);
      continue;
    }
    const limit = `${atMost(r) ? '≤' : '≥'} ${r.limit} ${r.unit}`;
    const failed = { budget: 'OVER', floor: 'BELOW', goal: 'below goal', target: 'over target' }[r.kind];
    console.log(`${r.name.padEnd(52)} ${value.padEnd(14)} ${limit.padEnd(14)} ${passes(r) ? 'ok' : failed}`);
  }
}

if (runs('bundle') || runs('lighthouse')) {
  // `--check` runs each page once (a public page three times when it reads below its floor,
  // `web/part.ts`); the goals are measured as the median of three runs when the part is asked for by name
  const lighthouseRuns = check && !only ? 1 : 3;
  rows.push(
    ...(await webRows(root, { bundle: runs('bundle'), lighthouse: runs('lighthouse'), lighthouseRuns })),
  );
}

if (runs('cold-start')) {
  // the first start of a bundle writes its code cache (apps/server/src/launch.ts), as a product's first
  // start after its build does: the starts measured are those after it, each on a new data folder
  await measureColdStart(root, 'server');
  for (const starter of ['server', 'npm'] as const) {
    const starts: ColdStart[] = [];
    for (let i = 0; i < 3; i++) starts.push(await measureColdStart(root, starter));
    starts.sort((a, b) => a.ms - b.ms);
    const median = starts[1]!;
    console.log(
      `cold start (${starter === 'npm' ? 'npm start' : 'bundled server'}) runs (ms): ${starts.map((r) => r.ms.toFixed(0)).join(', ')}; median's steps: ${JSON.stringify(median.phases)}`,
    );
    rows.push(
      starter === 'npm'
        ? {
            name: 'cold npm start to listening (median of 3)',
            value: median.ms,
            limit: COLD_START_BUDGET_MS,
            unit: 'ms',
            kind: 'budget',
          }
        : {
            name: 'cold bundled server to listening (median of 3)',
            value: median.ms,
            limit: SERVER_START_GOAL_MS,
            unit: 'ms',
            kind: 'target',
          },
    );
  }
}

if (!quick && runs('db-work')) rows.push(...(await dbWorkRows(adminUrl)));

const needsPgbench = ['orders', 'watcher', 'collection', 'payouts', 'fiat-remits'] as const;
if (!quick && needsPgbench.some(runs)) {
  const tps = pgbenchTps(adminUrl, 10);
  console.log(`pgbench TPC-B (scale 10, 16 clients, 10 s): ${tps.toFixed(0)} tps`);
  /** A rate whose goal is half of pgbench's TPC-B transactions per second. */
  const halfOfPgbench = (name: string, perSecond: number) =>
    rows.push({ name, value: perSecond / tps, limit: 0.5, unit: 'ratio', kind: 'goal' });
  if (runs('orders')) {
    const orders = await orderCreationRate(root, adminUrl, 10);
    console.log(
      `receipt orders via HTTP: ${orders.perSecond.toFixed(0)}/s (${orders.ok} ok, ${orders.failed} failed, p50 ${orders.p50.toFixed(1)} ms, p99 ${orders.p99.toFixed(1)} ms)`,
    );
    halfOfPgbench('receipt-order creations/s ÷ pgbench tps', orders.perSecond);
  }
  if (runs('watcher')) {
    const watcher = await watcherRate(root, adminUrl, 2000);
    console.log(
      `watcher: ${watcher.orders} payments booked in ${watcher.seconds.toFixed(1)} s: ${watcher.perSecond.toFixed(0)}/s`,
    );
    // the watcher's goal is a whole pgbench transaction per payment
    rows.push({
      name: 'payments booked/s by the watcher ÷ pgbench tps',
      value: watcher.perSecond / tps,
      limit: 1,
      unit: 'ratio',
      kind: 'goal',
    });
  }
  if (runs('collection')) {
    const c = await collectionRates(adminUrl);
    console.log(
      `collection: ${c.accounts} accounts created in ${(c.createSeconds * 1000).toFixed(0)} ms (${c.createPerSecond.toFixed(0)}/s; bare derivation ${c.derivationPerSecond.toFixed(0)}/s); watcher: ${c.transfers} transfers credited in ${c.seconds.toFixed(1)} s: ${c.creditedPerSecond.toFixed(0)}/s`,
    );
    rows.push({
      name: `createAccounts: ${c.accounts} accounts, derivation included`,
      value: c.createSeconds * 1000,
      limit: 5000,
      unit: 'ms',
      kind: 'target',
    });
    rows.push({
      name: 'createAccounts accounts/s ÷ bare address derivation/s',
      value: c.createPerSecond / c.derivationPerSecond,
      limit: 0,
      unit: 'ratio',
      kind: 'figure',
      note: `derivation ${c.derivationPerSecond.toFixed(0)}/s`,
    });
    halfOfPgbench('collection transfers credited/s (10,000 watched) ÷ pgbench', c.creditedPerSecond);
  }
  if (runs('payouts')) rows.push(...(await remittanceRows(root, adminUrl, tps)));
  if (runs('fiat-remits')) {
    for (const hot of [false, true]) {
      const r = await remittanceRate(root, adminUrl, 10, { hot, via: 'api_key', kind: 'bank_transfer' });
      console.log(
        `fiat remits (bank transfers) via HTTP (API key), ${hot ? 'one merchant (hot account)' : '32 merchants'}: ${r.perSecond.toFixed(0)}/s (${r.ok} ok, ${r.failed} failed, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms)`,
      );
      rows.push({
        name: `fiat remits/s, API key${hot ? ', hot account' : ''} ÷ pgbench`,
        value: r.perSecond / tps,
        limit: 0.5,
        unit: 'ratio',
        kind: 'goal',
      });
    }
  }
}

if (!quick && runs('history')) rows.push(...(await historyRows(root, adminUrl)));
if (!quick && runs('collection-import')) rows.push(...(await collectionImportRows(root, adminUrl)));
if (!quick && runs('webhooks')) rows.push(...(await webhookRows(root, adminUrl)));
if (!quick && runs('webhook-hang')) rows.push(...(await webhookHangRows(root, adminUrl)));
if (!quick && runs('bank-files')) rows.push(...(await bankFileRows(adminUrl)));

if (!quick && runs('evm')) {
  const evm = await evmRates(root, adminUrl, 1000);
  const sim = await watcherRate(root, adminUrl, 1000);
  console.log(
    `evm: ${evm.count} token transfers in ${evm.blocks} blocks credited in ${evm.seconds.toFixed(1)} s: ${evm.perSecond.toFixed(0)}/s; simulated: ${sim.perSecond.toFixed(0)}/s; confirmation -> paid over ${evm.delayed} orders: p50 ${evm.p50.toFixed(0)} ms, p99 ${evm.p99.toFixed(0)} ms`,
  );
  const note = 'measured (EVM rail on a local node)';
  rows.push(
    {
      name: 'EVM deposits credited/s ÷ simulated',
      value: evm.perSecond / sim.perSecond,
      limit: 0,
      unit: 'ratio',
      kind: 'figure',
      note,
    },
    {
      name: 'EVM required confirmation -> paid, p50',
      value: evm.p50,
      limit: 0,
      unit: 'ms',
      kind: 'figure',
      note,
    },
    {
      name: 'EVM required confirmation -> paid, p99',
      value: evm.p99,
      limit: 0,
      unit: 'ms',
      kind: 'figure',
      note,
    },
  );
  const scan = await evmScanRate();
  console.log(
    `evm scan: ${scan.watched.toLocaleString('en')} watched addresses (derived in ${scan.deriveSeconds.toFixed(1)} s); ${scan.blocks} blocks in ${scan.seconds.toFixed(1)} s: ${scan.perSecond.toFixed(0)} blocks/s; ${scan.found} of ${scan.paid} transfers found`,
  );
  rows.push({
    name: 'EVM blocks scanned/s, 100,000 watched',
    value: scan.perSecond,
    limit: 0,
    unit: '',
    kind: 'figure',
    note,
  });
}

print();
// Goals are reported; budgets and floors are enforced.
if (check && rows.some((r) => (r.kind === 'budget' || r.kind === 'floor') && !passes(r))) {
  console.error('a budget is exceeded');
  process.exit(1);
}
