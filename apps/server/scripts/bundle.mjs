#!/usr/bin/env node
// Bundles the server (its sources and the contract package) into dist/main.mjs and
// the chunk it imports once the database is opening (dist/chunks), that `npm start`
// runs with plain Node: far quicker than compiling a few hundred TypeScript files at
// every start.
// Packages from node_modules stay outside the bundle and load as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspace = (name) => name.startsWith('@mc/');
/**
 * Packages bundled although they come from node_modules: viem's entry loads all of viem (a fifth of a
 * second at every start), where the bundle keeps only what the server uses.
 */
const inlined = new Set(['viem']);

export const BUNDLE = path.join(root, 'dist', 'main.mjs');

export async function bundleServer(outfile = BUNDLE) {
  const outdir = path.dirname(outfile);
  // the server's code past what opens the database is a chunk of its own, loaded while the database opens
  fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: {
      [path.basename(outfile, '.mjs')]: path.join(root, 'src', 'main.ts'),
      // the embedded database's thread (src/db/open.ts)
      'db-worker': path.join(root, 'src', 'db', 'pglite-worker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // stack traces name the sources' files and lines; their text is in src/ (a map a third the size, read at start)
    sourcesContent: false,
    external: Object.keys(pkg.dependencies).filter((name) => !workspace(name) && !inlined.has(name)),
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === import.meta.filename) {
  const file = await bundleServer();
  console.log(`server bundled to ${path.relative(process.cwd(), file)}`);
}
