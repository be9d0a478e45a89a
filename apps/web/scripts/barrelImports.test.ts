import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BARRELS, barrelImportsPlugin, exportOrigins, rewriteBarrelImports } from './barrelImports';

/** A small package: an index re-exporting a module (itself re-exporting), a namespace, a renamed name and a default. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'barrel-'));
  writeFileSync(
    join(dir, 'index.ts'),
    "export * from './a';\nexport * as ns from './b';\nexport { c as renamed } from './c';\nexport { default as Def } from './d';\nexport const own = 1;\n",
  );
  writeFileSync(join(dir, 'a.ts'), "export { e } from './e';\nexport const a = 1;\nexport const a2 = 2;\n");
  writeFileSync(join(dir, 'e.ts'), 'export const e = 5;\n');
  writeFileSync(join(dir, 'b.ts'), 'export const b = 2;\n');
  writeFileSync(join(dir, 'c.ts'), 'export const c = 3;\n');
  writeFileSync(join(dir, 'd.ts'), 'export default 4;\n');
  return dir;
}

describe('imports of the contract’s index', () => {
  it('are followed through every re-export to the module that declares each name', () => {
    const dir = fixture();
    const origins = exportOrigins(join(dir, 'index.ts'));
    expect(origins.get('a')).toEqual({ file: join(dir, 'a.ts'), name: 'a' });
    expect(origins.get('e')).toEqual({ file: join(dir, 'e.ts'), name: 'e' });
    expect(origins.get('ns')).toEqual({ file: join(dir, 'b.ts'), name: null });
    expect(origins.get('renamed')).toEqual({ file: join(dir, 'c.ts'), name: 'c' });
    expect(origins.get('Def')).toEqual({ file: join(dir, 'd.ts'), name: 'default' });
    expect(origins.get('own')).toEqual({ file: join(dir, 'index.ts'), name: 'own' });
  });

  it('are rewritten to the declaring modules, type-only names dropped and other imports left alone', () => {
    const dir = fixture();
    const origins = new Map([['pkg', exportOrigins(join(dir, 'index.ts'))]]);
    const code = [
      "import { a, type T, a2 as two, ns, renamed } from 'pkg';",
      "import type { Only } from 'pkg';",
      "import { useState } from 'react';",
      'use(a, two, ns, renamed, useState);',
    ].join('\n');
    const out = rewriteBarrelImports('/src/page.tsx', code, origins) ?? '';
    expect(out).toContain(`import { a as a, a2 as two } from ${JSON.stringify(join(dir, 'a.ts'))};`);
    expect(out).toContain(`import * as ns from ${JSON.stringify(join(dir, 'b.ts'))};`);
    expect(out).toContain(`import { c as renamed } from ${JSON.stringify(join(dir, 'c.ts'))};`);
    expect(out).not.toContain("from 'pkg'");
    expect(out).toContain("import { useState } from 'react';");
    expect(out).toContain('use(a, two, ns, renamed, useState);');
    expect(rewriteBarrelImports('/src/other.ts', "import { x } from 'other';", origins)).toBeNull();
  });

  it('fail the build for a name the index does not export, rather than importing the whole index', () => {
    const dir = fixture();
    const origins = new Map([['pkg', exportOrigins(join(dir, 'index.ts'))]]);
    expect(() => rewriteBarrelImports('/src/page.tsx', "import { missing } from 'pkg';", origins)).toThrow(
      /missing, which pkg does not export/,
    );
  });

  it('take the shell’s calls from their own module: the entry carries no other area’s routes', () => {
    const origins = exportOrigins(BARRELS['@mc/contract']!);
    expect(origins.get('coreApi')?.file).toMatch(/contract[\\/]src[\\/]core-routes\.ts$/);
    expect(origins.get('webhooksApi')?.file).toMatch(/webhooks[\\/]routes\.ts$/);
    // every name the index exports is found (the rewrite throws on one it cannot place)
    expect(origins.size).toBeGreaterThan(300);
  });

  it('run in the build only, on the console’s own sources', () => {
    const plugin = barrelImportsPlugin();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
  });
});
