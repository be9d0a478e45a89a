/**
 * The console's `zod` (each build's `resolve.alias` sends the bare name here; `scripts/zodAlias.ts`):
 * Zod's API, set to validate without compiled parsers before any module that imports it builds a
 * schema. Zod compiles object parsers with `new Function`, and probes for it as each object schema
 * is built; the console's content security policy (`script-src 'self'`) forbids eval, so the probe
 * alone is reported as a violation. Set here, the setting comes first by the order modules run in: a
 * module runs after the modules it imports, and every schema's module imports this one.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
