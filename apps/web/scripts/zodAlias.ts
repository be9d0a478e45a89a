import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `zod` in the browser's builds is the console's own module (`src/lib/zodWithoutEval.ts`): Zod without
 * compiled parsers, set before the first schema is built. The server keeps Zod's compiled parsers.
 */
export const ZOD_WITHOUT_EVAL: Alias[] = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('../src/lib/zodWithoutEval.ts', import.meta.url)) },
];
