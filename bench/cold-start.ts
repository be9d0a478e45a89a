import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const COLD_START_BUDGET_MS = 5000;
/** The bundled server itself (what `npm start` runs once its checks are done), a target (not enforced). */
export const SERVER_START_GOAL_MS = 1000;

/** `npm start`, or the bundled server run by plain Node. */
export type Starter = 'npm' | 'server';

export interface ColdStart {
  ms: number;
  /** The server's own account of its steps ("listening": startup_ms, modules_ms, database_ms, …). */
  phases: Record<string, number>;
}

/**
 * Time from running `npm start` (or `node apps/server/dist/main.mjs`) on an empty data folder until the
 * server logs "listening" (console, database template, bundle and its code cache already built, as after
 * the first run).
 */
export async function measureColdStart(root: string, starter: Starter = 'npm'): Promise<ColdStart> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-cold-'));
  const started = performance.now();
  const [command, args] =
    starter === 'npm'
      ? ['npm', ['start', '--silent']]
      : [process.execPath, [path.join(root, 'apps/server/dist/main.mjs')]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    return await new Promise<ColdStart>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no "listening" within 60 s:\n${out}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += String(chunk);
        const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
        if (line) {
          clearTimeout(timer);
          const ms = performance.now() - started;
          const logged = JSON.parse(line) as Record<string, unknown>;
          const phases = Object.fromEntries(
            Object.entries(logged).filter(([k, v]) => k.endsWith('_ms') && typeof v === 'number'),
          ) as Record<string, number>;
          resolve({ ms, phases });
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        out += String(chunk);
      });
      child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
