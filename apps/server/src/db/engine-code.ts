import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PgliteOptions } from './pglite';

export type EngineModule = NonNullable<PgliteOptions['wasmModule']>;
// Node has WebAssembly at run time; the ES lib this project compiles against does not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<EngineModule> } })
  .WebAssembly;

/**
 * PGlite's WebAssembly, compiled once: started before the data folder is known, so that the engine's
 * thread compiles it while the server's settings load (each function's code is made when it is first
 * called; this decodes and checks the module).
 */
export async function compileEngine(): Promise<EngineModule> {
  const file = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return wasm.compile(await fsp.readFile(file));
}
