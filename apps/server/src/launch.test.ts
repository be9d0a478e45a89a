import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIdentity } from './bundle-identity';
import { SERVER_ROOT, serverPath } from './paths';
import { usingPostgres } from './testing/test-db';

// `dist/main.mjs` as `npm start` runs it: the bundled server from V8's code cache (`launch.ts`).
const LAUNCHER = serverPath('dist/main.mjs');
const SERVER = serverPath('dist/server.cjs');
const CACHE = `${SERVER}.cache`;
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** The bundle, built again when a source is newer (as `npm start` does). */
beforeAll(async () => {
  const load = <T>(file: string) => import(pathToFileURL(path.resolve(SERVER_ROOT, file)).href) as Promise<T>;
  const { mtime, newestServerSource } = await load<{
    mtime: (file: string) => number;
    newestServerSource: (root: string) => number;
  }>('../../scripts/freshness.mjs');
  if (mtime(LAUNCHER) < newestServerSource(path.resolve(SERVER_ROOT, '../..'))) {
    const { bundleServer } = await load<{ bundleServer: () => Promise<string> }>('scripts/bundle.mjs');
    await bundleServer();
  }
}, 60_000);

/**
 * Runs the launcher on a new data folder until it listens (then `listening` is run with its port and
 * the server stopped), or until it exits.
 */
function launch(
  env: NodeJS.ProcessEnv = {},
  listening?: (port: number) => Promise<void>,
): Promise<{ code: number | null; out: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-launch-'));
  folders.push(dataDir);
  // the embedded database (a PostgreSQL run of the tests skips this file)
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  };
  delete settings.DATABASE_URL;
  const child = spawn(process.execPath, [LAUNCHER], {
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stopping = false;
  const read = (chunk: Buffer) => {
    out += String(chunk);
    const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
    if (!line || stopping) return;
    stopping = true;
    const port = (JSON.parse(line) as { port: number }).port;
    void (listening?.(port) ?? Promise.resolve()).finally(() => child.kill('SIGTERM'));
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const bundleHash = () => bundleIdentity(SERVER);
/** The cache's bundle hash once it is written (the launcher writes it just after "listening"). */
async function cacheHash(): Promise<Buffer> {
  for (let i = 0; i < 100 && !fs.existsSync(CACHE); i += 1) await new Promise((r) => setTimeout(r, 50));
  return fs.readFileSync(CACHE).subarray(0, 32);
}

describe.skipIf(usingPostgres())('the bundled server (dist/main.mjs)', () => {
  it("keeps V8's code cache of its bundle: written by a start without one, used by the next, made again when it is of another bundle", async () => {
    fs.rmSync(CACHE, { force: true });
    const first = await launch();
    expect(first.out).toContain('"msg":"listening"');
    expect((await cacheHash()).equals(bundleHash())).toBe(true);
    const written = fs.statSync(CACHE).mtimeMs;

    const second = await launch();
    expect(second.out).toContain('"msg":"listening"');
    expect(fs.statSync(CACHE).mtimeMs).toBe(written);

    // a cache of another bundle (another hash) is not used: the start makes its own
    const other = fs.readFileSync(CACHE);
    other.fill(0, 0, 32);
    fs.writeFileSync(CACHE, other);
    const third = await launch();
    expect(third.out).toContain('"msg":"listening"');
    await new Promise((r) => setTimeout(r, 500));
    expect((await cacheHash()).equals(bundleHash())).toBe(true);
  }, 60_000);

  it("serves the API's page with its assets, read from the package's folder beside the bundle", async () => {
    const answers: Record<string, [number, string]> = {};
    const { out } = await launch({}, async (port) => {
      for (const p of [
        '/api/docs',
        '/api/docs/static/logo.svg',
        '/api/docs/static/swagger-ui.css',
        '/api/docs/json',
      ]) {
        const res = await fetch(`http://127.0.0.1:${port}${p}`, { redirect: 'manual' });
        answers[p] = [res.status, res.headers.get('content-type') ?? ''];
      }
    });
    expect(out).toContain('"msg":"listening"');
    expect(answers['/api/docs']).toEqual([200, 'text/html; charset=utf-8']);
    expect(answers['/api/docs/static/logo.svg']).toEqual([200, 'image/svg+xml']);
    expect(answers['/api/docs/static/swagger-ui.css']).toEqual([200, 'text/css; charset=utf-8']);
    expect(answers['/api/docs/json']?.[0]).toBe(200);
  }, 30_000);

  it("names the sources' files and lines in a stack trace", async () => {
    const failed = await launch({ PORT: 'not-a-port' });
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('Invalid settings');
    expect(failed.out).toMatch(/at loadConfig \(.*src\/config\.ts:\d+:\d+\)/);
    expect(failed.out).not.toMatch(/at loadConfig \(.*server\.cjs/);
    // the line of the bundle Node shows above the error is a short one, not the bundle's text
    expect(failed.out.length).toBeLessThan(4000);
  }, 30_000);
});
