#!/usr/bin/env node
// Bundles the server (its sources and the contract package) into dist/main.mjs and
// the chunk it imports once the database is opening (dist/chunks), that `npm start`
// runs with plain Node: far quicker than compiling a few hundred TypeScript files at
// every start. The server's command lines (`npm run ops`, `npm run chain:dev`) are
// bundled likewise, each into one file of dist/cli.
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

/** What the server's bundle and the command lines' are built alike: ES modules for Node, with source maps. */
const NODE_BUNDLE = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // stack traces name the sources' files and lines; their text is in src/ (a map a third the size, read at start)
  sourcesContent: false,
  logLevel: 'warning',
};
/** The packages left in node_modules, of those named (`dependencies`, and more for the command lines). */
const externalOf = (names) => names.filter((name) => !workspace(name) && !inlined.has(name));

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
    ...NODE_BUNDLE,
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: externalOf(Object.keys(pkg.dependencies)),
  });
  return outfile;
}

/** The command lines in `scripts/`, by the name `scripts/command.mjs` runs them under. */
export const COMMANDS = { ops: 'ops.ts', 'chain-dev': 'chain-dev.ts' };
export const COMMANDS_DIR = path.join(root, 'dist', 'cli');

/**
 * Bundles each command line into one file of its own (`dist/cli/<name>.mjs` and its map). Each file is
 * written beside its place and renamed onto it, so a command started while another process bundles
 * them again (the e2e run starts four at once) reads a whole file, the old one or the new.
 */
export async function bundleCommands(outdir = COMMANDS_DIR) {
  const { outputFiles } = await build({
    ...NODE_BUNDLE,
    entryPoints: Object.fromEntries(
      Object.entries(COMMANDS).map(([name, file]) => [name, path.join(root, 'scripts', file)]),
    ),
    outdir,
    // the development chain's packages (ganache) are development dependencies
    external: externalOf([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})]),
    write: false,
  });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of outputFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
  return outdir;
}

if (process.argv[1] === import.meta.filename) {
  const file = await bundleServer();
  console.log(`server bundled to ${path.relative(process.cwd(), file)}`);
  const commands = await bundleCommands();
  console.log(`command lines bundled to ${path.relative(process.cwd(), commands)}`);
}
