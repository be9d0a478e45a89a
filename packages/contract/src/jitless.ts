import { config } from 'zod/v4/core';

/**
 * Validation without compiled parsers. Zod tries `new Function` to compile object parsers; a page
 * whose content security policy forbids eval (the console's: `script-src 'self'`) then reports a
 * violation. The console calls this before it validates anything; the server keeps the compiled ones.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
