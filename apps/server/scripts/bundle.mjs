#!/usr/bin/env node
// Bundles the server (its sources and the contract package) into one CommonJS file,
// dist/server.cjs, that `npm start` runs with plain Node through its launcher,
// dist/main.mjs (src/launch.ts: it keeps V8's code cache of the bundle), and the
// embedded database's thread into dist/db-worker.mjs: far quicker than compiling a few
// hundred TypeScript files at every start. The server's command lines (`npm run ops`,
// `npm run chain:dev`) are bundled likewise, each into one file of dist/cli.
// Packages from node_modules stay outside the bundle and load as usual.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspace = (name) => name.startsWith('@mc/');
/**
 * Packages bundled although they come from node_modules: viem's entry loads all of viem (a fifth of a
 * second at every start), where a bundle keeps only what it uses.
 */
const inlined = new Set(['viem']);
/**
 * And in the server's bundle, with what they import, what a start loads: the web framework and its
 * plugins, the schemas, the logger, the keys' and codes' arithmetic. Loaded from node_modules, their
 * 500 files were compiled at every start (about a fifth of a second of the main thread) after as many
 * lookups; in the bundle they come from its code cache. Left outside: what reads files beside its own
 * code (the engine's and the schema checker's WebAssembly, fonts, PDF
 * metrics), native code (argon2), and packages a start does not load (spreadsheets, mail,
 * PostgreSQL's client, XML). (The ES module bundles keep them outside: some are CommonJS that
 * `require` Node's own modules, which an ES module bundle cannot.)
 */
const inlinedInServer = new Set([
  ...inlined,
  'fastify',
  '@fastify/compress',
  '@fastify/multipart',
  '@fastify/static',
  '@fastify/swagger',
  // its assets are read from its folder in node_modules (src/platform/openapi/docs-page.ts)
  '@fastify/swagger-ui',
  'fastify-type-provider-zod',
  'zod',
  'helmet',
  'pino',
  'csv-parse',
  'iconv-lite',
  'otpauth',
  'yazl',
  '@noble/curves',
  '@noble/hashes',
  '@scure/base',
  '@scure/bip32',
  '@scure/bip39',
]);

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
const externalOf = (names, bundled = inlined) =>
  names.filter((name) => !workspace(name) && !bundled.has(name));

/**
 * The server's bundle is CommonJS, run by the launcher through `vm.Script` with V8's code cache (ES
 * modules take none in Node 20). The file is the module's function itself, the wrapper Node would put
 * around it written in (the launcher compiles the text as it is read, without making a copy of a few
 * MB to wrap it). Its sources name their own place by `import.meta`: here the bundle's (the launcher
 * passes `__filename` and `__dirname`). It is written without spaces or comments, its licences in a
 * file beside it, and in ASCII: a third less text for a start to read, and read as one byte a
 * character (names are kept: logs and errors use them), in short lines.
 */
const COMMONJS_SERVER = {
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // `import()` of a package becomes `require` (Node 20.19 and later load an ES module so too): in code
  // compiled by `vm.Script`, `import()` needs a loader Node 20 calls experimental
  supported: { 'dynamic-import': false },
  define: {
    'import.meta.url': '__bundleUrl',
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
  },
  banner: {
    js: '(function (exports, require, module, __filename, __dirname) {const __bundleUrl = require("node:url").pathToFileURL(__filename).href;',
  },
  footer: { js: '})' },
  minifyWhitespace: true,
  minifySyntax: true,
  // lines of at most some hundred characters: Node shows the line an uncaught error was thrown from
  lineLimit: 160,
  legalComments: 'linked',
  charset: 'ascii',
};

export async function bundleServer(outfile = BUNDLE) {
  const outdir = path.dirname(outfile);
  const external = externalOf(Object.keys(pkg.dependencies));
  const serverExternal = externalOf(Object.keys(pkg.dependencies), inlinedInServer);
  // the chunks of the bundles before the server was one file
  fs.rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await Promise.all([
    build({
      ...NODE_BUNDLE,
      ...COMMONJS_SERVER,
      // the launcher calls its `start` with the database's thread it has started (`src/launch.ts`)
      entryPoints: { server: path.join(root, 'src', 'start.ts') },
      outdir,
      external: serverExternal,
    }),
    build({
      ...NODE_BUNDLE,
      entryPoints: {
        [path.basename(outfile, '.mjs')]: path.join(root, 'src', 'launch.ts'),
        // the embedded database's thread (src/db/open.ts)
        'db-worker': path.join(root, 'src', 'db', 'pglite-worker.ts'),
      },
      outdir,
      external,
    }),
  ]);
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
