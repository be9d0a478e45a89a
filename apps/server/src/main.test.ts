import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  port: number;
  logs: string[];
  exited: Promise<number | null>;
}

/** Starts the real entry point on a free port and waits for its "listening" line. */
async function start(): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line:\n${logs.join('')}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      logs.push(String(chunk));
      for (const line of String(chunk).split('\n')) {
        if (!line.includes('"msg":"listening"')) continue;
        clearTimeout(timer);
        resolve(JSON.parse(line).port);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => logs.push(String(chunk)));
  });
  return { child, port, logs, exited };
}

describe('main', () => {
  it('starts on an empty data folder, shuts down on SIGTERM closing the database, and restarts on the same data', async () => {
    const first = await start();
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(((await health.json()) as { data: unknown }).data).toMatchObject({
      status: 'ok',
      database: 'pglite',
    });
    const sent = await fetch(`http://127.0.0.1:${first.port}/api/merchant/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', purpose: 'register' }),
    });
    expect(sent.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.logs.join('')).toContain('"msg":"stopped"');

    const second = await start();
    const mailbox = await fetch(`http://127.0.0.1:${second.port}/api/dev/mailbox?email=persist@example.com`);
    expect(((await mailbox.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 60_000);
});
