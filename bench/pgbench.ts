import { execFileSync } from 'node:child_process';
import { benchDatabasePrefix } from './server';

/**
 * TPC-B transactions per second of `pgbench` on the same PostgreSQL, in a
 * scratch database: the yardstick every API throughput figure is divided by.
 */
export function pgbenchTps(adminUrl: string, seconds: number, clients = 16): number {
  const url = new URL(adminUrl);
  const db = `${benchDatabasePrefix()}_pgbench_${process.pid}`;
  const base = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const psql = (sql: string) =>
    execFileSync('psql', [...base, '-d', url.pathname.slice(1) || 'postgres', '-qc', sql]);
  psql(`DROP DATABASE IF EXISTS ${db}`);
  psql(`CREATE DATABASE ${db}`);
  try {
    execFileSync('pgbench', [...base, '-i', '-q', '-s', '10', db], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      [...base, '-c', String(clients), '-j', '2', '-T', String(seconds), '-b', 'tpcb-like', db],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
    if (!m) throw new Error(`no tps in pgbench output:\n${out}`);
    return Number(m[1]);
  } finally {
    psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}
