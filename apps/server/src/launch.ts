import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { optimiseWasmLate } from './db/wasm-tiering';
import { mapStacksThrough } from './mapped-stacks';

/**
 * `dist/main.mjs`, what `npm start` runs: the bundled server (`dist/server.cjs`, one CommonJS file) run
 * from V8's code cache. Compiling the server's 2 MB of code took a quarter of the main thread's time
 * to listening; a start with the cache deserialises the functions a start runs instead. The cache
 * (`server.cjs.cache`, beside it) is written by the first start of a bundle, once it listens, so
 * that it holds every function the start compiled; it names the bundle it was made from (a SHA-256
 * of its text), and a cache of another bundle, another Node or other V8 flags is not used but made
 * again. A folder the server may not write to leaves it starting without one.
 */
const SERVER = path.join(import.meta.dirname, 'server.cjs');
const CACHE = `${SERVER}.cache`;
const HASH_BYTES = 32;

// V8 takes a cache only under the flags it was made under: this one is set before anything compiles
optimiseWasmLate();
mapStacksThrough(SERVER);
const source = fs.readFileSync(SERVER, 'utf8');
const hash = createHash('sha256').update(source).digest();
const cached = readCache();
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: SERVER,
  cachedData: cached,
});
const server: { exports: { started?: Promise<void> } } = { exports: {} };
script.runInThisContext()(server.exports, createRequire(SERVER), server, SERVER, path.dirname(SERVER));
if (!cached || script.cachedDataRejected) void server.exports.started?.then(writeCache);

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
