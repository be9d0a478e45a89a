import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEEP_IMPORTS, withDeepImports } from './deepImports';

const require = createRequire(import.meta.url);

describe('deep imports', () => {
  it('take the form provider of antd’s form context from the module that declares it', () => {
    const file = require.resolve('antd/es/form/context.js');
    const out = withDeepImports(readFileSync(file, 'utf8'), file) ?? '';
    expect(out).toContain("from '@rc-component/form/es/FormContext'");
    expect(out).not.toContain("from '@rc-component/form';");
    // the declaring module exports the same provider the index does
    const declaring = readFileSync(require.resolve('@rc-component/form/es/FormContext.js'), 'utf8');
    expect(declaring).toMatch(/export\s*\{[^}]*\bFormProvider\b/);
  });

  it('leave other modules alone, and fail when a rewritten import is gone', () => {
    expect(withDeepImports('import x from "y";', '/n/antd/es/button/index.js')).toBeNull();
    expect(() => withDeepImports('export {};', `/n/${'antd/es/form/context.js'}`, DEEP_IMPORTS)).toThrow(
      /no longer has/,
    );
  });
});
