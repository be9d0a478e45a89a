import v8 from 'node:v8';

/**
 * WebAssembly functions are compiled by the baseline compiler when first called and recompiled by the
 * optimising one once they have run enough. With V8's default threshold, PostgreSQL's start and first
 * statements sent some 90 functions to the optimiser, the parser's and the executor's among them at
 * 0.5 to 1.3 s each: seconds of processor time on the other cores while the server starts, for code
 * that then runs a few times. A function is optimised here after a thousand times the default amount
 * of execution: what keeps running (a few functions after seconds of steady queries) is optimised.
 * The setting is the process's: its only other WebAssembly is small (an HTTP parser, an XML checker).
 * The bundled server's launcher sets it before it compiles anything (`launch.ts`): V8 accepts a code
 * cache only under the flags it was made under.
 *
 * And a function's code is checked when it is first compiled, not all with the module: checking the
 * engine's 9 MB (some 13,000 functions, most of which a server never calls) took 50 ms of processor
 * time at every start. The module is PGlite's own build, shipped with the package.
 */
export function setWasmCompilation(): void {
  v8.setFlagsFromString('--wasm-tiering-budget=1800000000');
  v8.setFlagsFromString('--wasm-lazy-validation');
}
