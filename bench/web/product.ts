import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built product as `npm start` runs it (the bundled server serving the built console) on an
 * empty data folder. The port comes from `BENCH_WEB_PORT` (any free port when unset).
 */
export async function startProduct(root: string): Promise<RunningProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-web-'));
  const port = process.env.BENCH_WEB_PORT ?? '0';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the product did not start:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /"port":(\d+)[^\n]*"msg":"listening"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the product exited with ${code}:\n${out}`)));
  });
  // PUBLIC_URL is not needed: payment links are read by their path
  return {
    url: `http://127.0.0.1:${listening}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
