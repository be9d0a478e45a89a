#!/usr/bin/env node
// Bundles the server (its sources and the contract package) into one file,
// dist/main.mjs, that `npm start` runs with plain Node: loading one file is far
// quicker than compiling a few hundred TypeScript files at every start.
// Packages from node_modules stay outside the bundle and load as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspace = (name) => name.startsWith('@mc/');

export const BUNDLE = path.join(root, 'dist', 'main.mjs');

export async function bundleServer(outfile = BUNDLE) {
  await build({
    entryPoints: [path.join(root, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(pkg.dependencies).filter((name) => !workspace(name)),
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === import.meta.filename) {
  const file = await bundleServer();
  console.log(`server bundled to ${path.relative(process.cwd(), file)}`);
}
