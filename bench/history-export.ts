import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { historyPageQuery } from '../apps/server/src/modules/history';

/** The resident memory of a process, in bytes (VmRSS of /proc/<pid>/status). */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

export interface ExportRun {
  seconds: number;
  bytes: number;
  /** Line ends (`\n`) in the file. */
  lines: number;
  /** The rows the server said the file holds (X-Export-Rows). */
  rows: number;
  /** The server's peak resident memory during the export, over its memory before it. */
  rssGrowth: number;
}

/**
 * Downloads an export of every row of the merchant through HTTP: the time to its last byte, its size,
 * its lines, and the server's memory sampled every 50 ms while it streams.
 */
export function downloadExport(base: string, token: string, format: 'csv' | 'xlsx', pid: number) {
  return new Promise<ExportRun>((resolve, reject) => {
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const started = performance.now();
    const req = http.get(
      `${base}/api/history/export?format=${format}`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssOf(pid));
          if (res.statusCode !== 200) return reject(new Error(`export ${format}: ${res.statusCode}`));
          resolve({
            seconds: (performance.now() - started) / 1000,
            bytes,
            lines,
            rows: Number(res.headers['x-export-rows']),
            rssGrowth: peak - before,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}

const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/**
 * Rows per second of psql's `\copy (…) to '/dev/null' csv` of the statement an export's batch runs,
 * over every row of the merchant at once: the database's own speed, which an export is compared to.
 */
export function psqlCopyRate(databaseUrl: string, merchantId: string, rows: number): number {
  const { sql, params } = historyPageQuery(merchantId, {}, new Map(), rows);
  const inlined = sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  const started = performance.now();
  const out = execFileSync(
    'psql',
    [databaseUrl, '-c', `\\copy (${inlined.replace(/\s+/g, ' ')}) to '/dev/null' csv`],
    {
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const copied = Number(/COPY (\d+)/.exec(out)?.[1] ?? rows);
  return copied / seconds;
}
