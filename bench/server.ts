import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export interface BenchServer {
  url: string;
  databaseUrl: string;
  /** The server's process (its memory is read from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A scratch PostgreSQL database (named `<prefix>_…`) and the real server on it, in a child process
 * (jobs off). The database is dropped when the server stops, and when it does not start.
 */
export async function startServer(
  root: string,
  adminUrl: string,
  env: Record<string, string> = {},
  prefix = 'bench',
): Promise<BenchServer> {
  const { url: dbUrl, drop } = await scratchDatabase(adminUrl, prefix);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LOG_REQUESTS: 'false',
        JOBS_ENABLED: 'false',
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stopped = new Promise((r) => child.once('exit', r));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.once('exit', () => reject(new Error(`server exited:\n${out}`)));
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /"port":(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  }).catch(async (err: unknown) => {
    child.kill('SIGTERM');
    await stopped;
    await drop();
    throw err;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: dbUrl.toString(),
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await stopped;
      await drop();
    },
  };
}

/** The names of the bench's scratch databases begin with this (BENCH_DATABASE_PREFIX, default `mc`). */
export const benchDatabasePrefix = () => process.env.BENCH_DATABASE_PREFIX ?? 'mc';

/** A new, empty database (`<BENCH_DATABASE_PREFIX>_<prefix>_…`) and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix: string) {
  const name = `${benchDatabasePrefix()}_${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function json(res: Response) {
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

/** A call of the API as `token`: a POST with `body`, a GET without; answers the envelope's data. */
export async function apiCall(base: string, token: string, p: string, body?: object) {
  const res = await fetch(`${base}/api${p}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await json(res);
  if (answer.code !== 200) throw new Error(`${p}: ${JSON.stringify(answer)}`);
  return answer.data;
}

export const BENCH_PASSWORD = 'Bench-Password-77';

/** Registers a merchant through the API (code from the dev mailbox) and logs it in. */
export async function registerMerchant(base: string): Promise<{ email: string; token: string }> {
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const post = (p: string, body: object) =>
    fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/merchant/send-code', { email, purpose: 'register' });
  const mail = await json(await fetch(`${base}/api/dev/mailbox?email=${encodeURIComponent(email)}`));
  const items = mail.data.items as { text: string }[];
  const code = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
  await post('/merchant/register', {
    merchant_name: 'Bench Merchant',
    merchant_type: 'enterprise',
    email,
    password: BENCH_PASSWORD,
    password_confirmation: BENCH_PASSWORD,
    code,
    token: '',
  });
  const login = await json(await post('/merchant/login', { email, password: BENCH_PASSWORD }));
  return { email, token: login.data.token as string };
}

/** Registers a merchant through the API and returns a bearer token. */
export async function merchantToken(base: string): Promise<string> {
  return (await registerMerchant(base)).token;
}

/** Runs `worker` from `concurrency` loops for `seconds`; returns completed calls per second and latencies. */
export async function load(seconds: number, concurrency: number, worker: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const good = await worker(n++);
        latencies.push(performance.now() - t0);
        if (good) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: ok / elapsed, ok, failed, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99) };
}

/** The `p` quantile (0..1) of ascending `sorted`; 0 when it is empty. */
export const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** What the bench reads of a created receipt order. */
export interface CreatedOrder {
  deposit_address: string;
  payment_url: string;
}

/** Creates `count` receipt orders through the API, sixteen at a time; fails on any answer but 200. */
export async function createOrdersOn(url: string, token: string, count: number, body: () => object) {
  const orders: CreatedOrder[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        next++;
        const res = await fetch(`${url}/api/receipt-orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(body()),
        });
        const answer = (await res.json()) as { code: number; data: CreatedOrder };
        if (answer.code !== 200) throw new Error(`receipt order: ${JSON.stringify(answer)}`);
        orders.push(answer.data);
      }
    }),
  );
  return orders;
}
