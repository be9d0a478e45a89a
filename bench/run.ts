/**
 * `npm run bench`: every figure is printed next to its budget or its baseline,
 * measured in this run. `--check` exits non-zero when a budget is exceeded (CI).
 */
import path from 'node:path';
import { defaultDist, LOGIN_BUDGET_BYTES, LOGIN_PAGE, measureRoute } from '../apps/web/scripts/bundle-size';
import { COLD_START_BUDGET_MS, measureColdStart } from './cold-start';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');

interface Row {
  name: string;
  value: number;
  budget: number;
  unit: string;
}

function print(rows: Row[]) {
  console.log('\nmeasure                                  value        budget       ratio');
  for (const r of rows) {
    const ratio = r.value / r.budget;
    const mark = ratio <= 1 ? 'ok' : 'OVER';
    console.log(
      `${r.name.padEnd(40)} ${`${r.value.toFixed(1)} ${r.unit}`.padEnd(12)} ${`${r.budget} ${r.unit}`.padEnd(12)} ${ratio.toFixed(2)} ${mark}`,
    );
  }
}

const rows: Row[] = [];
const login = measureRoute(defaultDist, [LOGIN_PAGE]);
rows.push({
  name: '/login JS+CSS gzip',
  value: login.gzipBytes / 1024,
  budget: LOGIN_BUDGET_BYTES / 1024,
  unit: 'KB',
});

const runs: number[] = [];
for (let i = 0; i < 3; i++) runs.push(await measureColdStart(root));
runs.sort((a, b) => a - b);
console.log(`cold start runs (ms): ${runs.map((r) => r.toFixed(0)).join(', ')}`);
rows.push({
  name: 'cold npm start to listening (median)',
  value: runs[1]!,
  budget: COLD_START_BUDGET_MS,
  unit: 'ms',
});

print(rows);
if (check && rows.some((r) => r.value > r.budget)) {
  console.error('a budget is exceeded');
  process.exit(1);
}
