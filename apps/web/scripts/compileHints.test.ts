import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_MANIFEST } from './bundle-size';
import { addCompileHints, COMPILE_HINT } from './compileHints';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A public build on disk: the entry, the framework it imports, the pages' chunks, a lazy chunk. */
function publicBuild(): string {
  dist = mkdtempSync(join(tmpdir(), 'mc-hints-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const manifest = {
    'public.html': {
      file: 'assets/public-a.js',
      isEntry: true,
      imports: ['_framework'],
      css: ['assets/p.css'],
    },
    _framework: { file: 'assets/framework-b.js' },
    'src/public/pages/loginPage.tsx': {
      file: 'assets/loginPage-c.js',
      imports: ['_framework'],
      dynamicImports: ['src/features/auth/TotpStep.tsx'],
    },
    'src/features/auth/TotpStep.tsx': { file: 'assets/TotpStep-d.js' },
    'src/public/pages/registerPage.tsx': { file: 'assets/registerPage-e.js', imports: ['_framework'] },
    'src/public/pages/paymentPage.tsx': { file: 'assets/paymentPage-f.js', imports: ['_framework'] },
    'src/public/pages/batchTransferPage.tsx': {
      file: 'assets/batchTransferPage-g.js',
      imports: ['_framework'],
    },
  };
  writeFileSync(join(dist, PUBLIC_MANIFEST), JSON.stringify(manifest));
  for (const name of Object.values(manifest).map((c) => c.file.slice('assets/'.length, -'.js'.length)))
    writeFileSync(join(dist, 'assets', `${name}.js`), `export const ${name.split('-')[0]} = 1;\n`);
  writeFileSync(join(dist, 'assets/p.css'), 'body{}');
  writeFileSync(
    join(dist, 'assets/framework-b.js.map'),
    JSON.stringify({ version: 3, sources: ['f.ts'], mappings: 'AAAA' }),
  );
  return dist;
}

const read = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');

describe('compile hints', () => {
  it("go on the entry's and the preloaded pages' scripts, not on a lazy chunk or a style sheet", () => {
    const hinted = addCompileHints(publicBuild(), 'public.html');
    expect(hinted.sort()).toEqual([
      'assets/batchTransferPage-g.js',
      'assets/framework-b.js',
      'assets/loginPage-c.js',
      'assets/paymentPage-f.js',
      'assets/public-a.js',
      'assets/registerPage-e.js',
    ]);
    expect(read('public-a.js')).toBe(`${COMPILE_HINT}export const public = 1;\n`);
    expect(read('loginPage-c.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read('TotpStep-d.js')).toBe('export const TotpStep = 1;\n');
    expect(read('p.css')).toBe('body{}');
  });

  it('are written once, and move a source map down with its file', () => {
    publicBuild();
    addCompileHints(dist, 'public.html');
    expect(addCompileHints(dist, 'public.html')).toEqual([]);
    expect(read('framework-b.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read('framework-b.js.map')).mappings).toBe(';AAAA');
  });
});
