#!/usr/bin/env node
// Runs the product: builds the console, the database template and the server
// bundle when they are missing or older than their sources, then starts the API
// server, which also serves the console, on http://localhost:${PORT:-8080}.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mtime, newest, newestServerSource } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

const consoleStale =
  mtime(at('apps/web/dist/index.html')) <
  Math.max(newest(at('apps/web/src')), newest(at('packages/contract/src')), mtime(at('apps/web/index.html')));
// Migrations live in db/migrations and beside their module (modules/<area>/migrations).
const moduleMigrations = fs
  .readdirSync(at('apps/server/src/modules'), { withFileTypes: true })
  .map((e) => at(`apps/server/src/modules/${e.name}/migrations`))
  .filter((dir) => fs.existsSync(dir));
const templateStale =
  mtime(at('apps/server/dist/pglite-template.tar')) <
  Math.max(newest(at('apps/server/src/db/migrations')), ...moduleMigrations.map(newest));

for (const [stale, workspace, what] of [
  [consoleStale, '@mc/web', 'console'],
  [templateStale, '@mc/server', 'database template'],
]) {
  if (!stale) continue;
  console.log(`building the ${what}...`);
  // a production build whatever mode the server runs in (NODE_ENV=development would build React's development copy)
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const bundle = at('apps/server/dist/main.mjs');
if (mtime(bundle) < newestServerSource(root)) {
  console.log('bundling the server...');
  const { bundleServer } = await import('../apps/server/scripts/bundle.mjs');
  await bundleServer(bundle);
}

// the launcher reads stack traces through the bundle's source map itself (apps/server/src/launch.ts)
const server = spawn(process.execPath, [bundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
