import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PgliteOptions } from './pglite';

export type EngineModule = NonNullable<PgliteOptions['wasmModule']>;
// Node has WebAssembly at run time; the ES lib this project compiles against does not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<EngineModule> } })
  .WebAssembly;

/**
 * PGlite's WebAssembly, compiled once: started before the data folder is known, so that V8's own
 * threads compile it while the engine's thread fills a new data folder (each function's code is made
 * when it is first called; this decodes and checks the module). The file is read at once: read by an
 * asynchronous call, its bytes waited behind the folder's copy, which holds the thread.
 */
export function compileEngine(): Promise<EngineModule> {
  const file = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return wasm.compile(fs.readFileSync(file));
}
