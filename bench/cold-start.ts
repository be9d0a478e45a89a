import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const COLD_START_BUDGET_MS = 5000;

/**
 * Time from running `npm start` on an empty data folder until the server logs
 * "listening" (console and database template already built, as after the first run).
 */
export async function measureColdStart(root: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-cold-'));
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no "listening" within 60 s:\n${out}`)), 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        out += String(chunk);
        if (out.includes('"msg":"listening"')) {
          clearTimeout(timer);
          resolve(performance.now() - started);
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
