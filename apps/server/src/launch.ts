import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { bundleIdentity } from './bundle-identity';
import { startEmbeddedThread } from './db/embedded-thread';
import type { PgliteThread } from './db/pglite-thread';
import { setWasmCompilation } from './db/wasm-tiering';
import { mapStacksThrough } from './mapped-stacks';

/**
 * `dist/main.mjs`, what `npm start` runs: the bundled server (`dist/server.cjs`, one CommonJS module's
 * function) run from V8's code cache. Compiling the server's 4 MB of code took a quarter of the main
 * thread's time to listening; a start with the cache deserialises the functions a start runs instead.
 * The cache (`server.cjs.cache`, beside it) is written by the first start of a bundle, once it
 * listens, so that it holds every function the start compiled; it names the bundle it was made from
 * (its file's identity, size and time of writing: a build writes a new file and renames it into
 * place), and a cache of another bundle, another Node or other V8 flags is not used but made again. A
 * folder the server may not write to leaves it starting without one.
 *
 * The embedded database's thread is started first of all, before the bundle is read: it loads its
 * code, fills a new data folder and starts the engine on the other core while this thread reads,
 * deserialises and runs the server's code (a quarter of a second that it otherwise waited for).
 */
const SERVER = path.join(import.meta.dirname, 'server.cjs');
const CACHE = `${SERVER}.cache`;
const HASH_BYTES = 32;

// V8 takes a cache only under the flags it was made under: this one is set before anything compiles
setWasmCompilation();
const thread = startEmbeddedThread();
mapStacksThrough(SERVER);
const hash = bundleIdentity(SERVER);
const cached = readCache();
const script = new vm.Script(readSource(SERVER), { filename: SERVER, cachedData: cached });
const server: { exports: { start?: (thread?: PgliteThread) => Promise<void> } } = { exports: {} };
script.runInThisContext()(server.exports, createRequire(SERVER), server, SERVER, path.dirname(SERVER));
if (!server.exports.start) throw new Error(`${SERVER} does not export start()`);
const started = server.exports.start(thread);
if (!cached || script.cachedDataRejected) void started.then(writeCache);

/** The bundle's text: read as one byte a character when it is ASCII (as it is built), without decoding. */
function readSource(file: string): string {
  const bytes = fs.readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

function readCache(): Buffer | undefined {
  try {
    const file = fs.readFileSync(CACHE);
    return file.subarray(0, HASH_BYTES).equals(hash) ? file.subarray(HASH_BYTES) : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(): void {
  const tmp = `${CACHE}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, Buffer.concat([hash, script.createCachedData()]));
    fs.renameSync(tmp, CACHE);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}
