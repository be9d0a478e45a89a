import { DEV_MNEMONIC } from '../apps/server/src/config';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { rssOf } from './history-export';
import { registerMerchant, startServer } from './server';
import type { Row } from './web/part';

/** Rows of each file: the most an import takes. */
const ROWS = 10_000;
/** The goal: from the upload's first byte to the last account created. */
const GOAL_S = 5;
/** The server's port (BENCH_IMPORT_PORT) and its scratch database's prefix (BENCH_IMPORT_DB_PREFIX). */
const PORT = process.env.BENCH_IMPORT_PORT ?? '8292';
const DB_PREFIX = process.env.BENCH_IMPORT_DB_PREFIX ?? 'bench_import';

const HEADINGS = ['客户名称', '客户编号', '邮箱', '币种', '网络', '预期金额', '备注'];
const rowOf = (prefix: string, i: number) => [
  `客户 ${i}`,
  `${prefix}-${i}`,
  `c${i}@example.com`,
  'USDT',
  i % 2 ? 'TRC20' : 'ERC20',
  `${(i % 500) + 1}.25`,
  `第 ${i} 位客户`,
];

function csvOf(prefix: string): Buffer {
  const lines = [HEADINGS, ...Array.from({ length: ROWS }, (_, i) => rowOf(prefix, i + 1))];
  return Buffer.from(`\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`);
}

async function xlsxOf(prefix: string, rows = ROWS): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(HEADINGS);
  for (let i = 1; i <= rows; i++) sheet.addRow(rowOf(prefix, i));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const mb = (bytes: number) => bytes / 1024 / 1024;

interface ImportRun {
  upload: number;
  commit: number;
  total: number;
  rssGrowth: number;
  created: number;
}

/** Uploads a file and commits it, timing both and sampling the server's memory every 20 ms. */
async function importOnce(base: string, token: string, pid: number, file: Buffer, name: string) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  try {
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file]), name);
    const up = await fetch(`${base}/api/collection-imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const preview = (await up.json()) as { code: number; data: { id: string; rows_valid: number } };
    if (preview.code !== 200 || preview.data.rows_valid !== ROWS) {
      throw new Error(`${name}: ${JSON.stringify(preview).slice(0, 500)}`);
    }
    const uploaded = performance.now();
    const res = await fetch(`${base}/api/collection-imports/${preview.data.id}/commit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ mode: 'all_or_nothing' }),
    });
    const done = (await res.json()) as { code: number; data: { created: number } };
    if (done.code !== 200) throw new Error(`${name} commit: ${JSON.stringify(done).slice(0, 500)}`);
    const ended = performance.now();
    peak = Math.max(peak, rssOf(pid));
    return {
      upload: (uploaded - started) / 1000,
      commit: (ended - uploaded) / 1000,
      total: (ended - started) / 1000,
      rssGrowth: peak - before,
      created: done.data.created,
    } satisfies ImportRun;
  } finally {
    clearInterval(sampler);
  }
}

/** Addresses derived per second in this process, as the commit derives them (in one batch per network). */
function derivationRate(): number {
  const book = new AddressBook(DEV_MNEMONIC);
  const indexes = Array.from({ length: ROWS }, (_, i) => BigInt(1_000_000 + i));
  book.deriveMany('tron', indexes.slice(0, 100)); // the base table, once per process
  const started = performance.now();
  book.deriveMany('tron', indexes.slice(0, ROWS / 2));
  book.deriveMany('evm', indexes.slice(ROWS / 2));
  return ROWS / ((performance.now() - started) / 1000);
}

/**
 * Importing 10,000 valid collection accounts from a CSV and from an XLSX file on PostgreSQL, through
 * HTTP: the time from the upload's first byte to the commit's answer (every account created, each
 * with its derived address), its two halves, and the server's memory growth while it ran.
 */
export async function collectionImportRows(root: string, adminUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const server = await startServer(root, adminUrl, { PORT }, DB_PREFIX);
  try {
    const { token } = await registerMerchant(server.url);
    const files = { csv: csvOf('CSV'), xlsx: await xlsxOf('XLSX') };
    // a small import of each format first: the server's first use of the parsers is not what is measured
    for (const [name, file] of [
      ['warm.csv', Buffer.from(`${HEADINGS.join(',')}\n${rowOf('WARM', 1).join(',')}\n`)],
      ['warm.xlsx', await xlsxOf('WARM', 50)],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([file]), name);
      await fetch(`${server.url}/api/collection-imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    }
    let perSecond = 0;
    for (const format of ['csv', 'xlsx'] as const) {
      const file = files[format];
      const run = await importOnce(server.url, token, server.pid, file, `accounts.${format}`);
      if (run.created !== ROWS) throw new Error(`${format}: created ${run.created}`);
      console.log(
        `collection import ${format}: ${ROWS.toLocaleString('en')} rows, ${mb(file.length).toFixed(2)} MB: ` +
          `upload + preview ${run.upload.toFixed(2)} s, commit ${run.commit.toFixed(2)} s, ` +
          `total ${run.total.toFixed(2)} s, server RSS +${mb(run.rssGrowth).toFixed(1)} MB`,
      );
      perSecond = Math.max(perSecond, ROWS / run.commit);
      rows.push(
        {
          name: `import 10k accounts from ${format}, upload to created`,
          value: run.total,
          limit: GOAL_S,
          unit: 's',
          kind: 'target',
        },
        {
          name: `import 10k accounts from ${format}, server RSS growth`,
          value: mb(run.rssGrowth),
          limit: 0,
          unit: 'MB',
          kind: 'figure',
          note: 'peak during upload and commit',
        },
      );
    }
    const derived = derivationRate();
    console.log(
      `address derivation in process: ${derived.toFixed(0)}/s; commit: ${perSecond.toFixed(0)} accounts/s`,
    );
    rows.push({
      name: 'import: accounts created/s ÷ addresses derived/s',
      value: perSecond / derived,
      limit: 0,
      unit: 'ratio',
      kind: 'figure',
      note: 'commit rate over in-process derivation',
    });
  } finally {
    await server.stop();
  }
  return rows;
}
