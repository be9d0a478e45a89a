import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
/** A file of Preact's ES module build: one copy of Preact whether a package imports or requires it. */
const esm = (file: string) => path.join(preact, file);

/**
 * The public entry runs on Preact's React compatibility layer, both in the browser and in the
 * server's render of it: the same components and hooks (React's API, react-query),
 * a runtime a third of React's size whose hydration of a server-drawn page is a fraction of the
 * main-thread work. The console keeps React. Every name goes to an ES module file, also for a
 * package that requires React as CommonJS: two copies of Preact would not share their hooks' state.
 */
export const PREACT_COMPAT: Alias[] = [
  { find: /^(react|react-dom|preact\/compat)$/, replacement: esm('compat/dist/compat.mjs') },
  { find: /^(react-dom|preact\/compat)\/client$/, replacement: esm('compat/client.mjs') },
  { find: /^(react-dom|preact\/compat)\/server$/, replacement: esm('compat/server.mjs') },
  { find: /^(react|preact)\/jsx-(dev-)?runtime$/, replacement: esm('jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^preact\/hooks$/, replacement: esm('hooks/dist/hooks.mjs') },
  { find: /^preact$/, replacement: esm('dist/preact.mjs') },
];
