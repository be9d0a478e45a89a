#!/usr/bin/env node
// Runs one of the server's command lines (`npm run ops`, `npm run chain:dev`) from its bundle in
// apps/server/dist/cli, bundled again first when older than the sources: plain Node starts it in
// a fraction of the time it takes to compile the TypeScript sources at every run. The command runs
// in this process (its arguments, its signals, its exit code), with stack traces read through the
// bundle's source map.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mtime, newest, newestServerSource } from './freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
const { COMMANDS, COMMANDS_DIR, bundleCommands } = await import('../apps/server/scripts/bundle.mjs');
if (!Object.hasOwn(COMMANDS, name ?? '')) {
  console.error(`usage: node scripts/command.mjs <${Object.keys(COMMANDS).join('|')}> [arguments]`);
  process.exit(2);
}

const bundle = path.join(COMMANDS_DIR, `${name}.mjs`);
if (mtime(bundle) < Math.max(newestServerSource(root), newest(path.join(root, 'apps/server/scripts')))) {
  console.error(`bundling the command lines...`);
  await bundleCommands();
}

// the command runs in this process, as if started by itself: its arguments, its signals, its exit code
process.argv = [process.argv[0], bundle, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
