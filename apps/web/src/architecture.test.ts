import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesChangingRegistry } from '../scripts/registryChanges';
import { type ConsoleImport, consoleImports, featureAreaOf, layerOf } from './test/consoleImports';
import { KNOWN_CROSS_FEATURE_IMPORTS } from './test/crossFeatureImports';

const imports = consoleImports(import.meta.dirname);

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The console flows one way: app/ → features/ → components/, and shell/ → lib/. */
const FORBIDDEN: { from: string[]; to: string[]; rule: string }[] = [
  {
    from: ['features', 'components', 'shell', 'lib'],
    to: ['app'],
    rule: 'only app/ composes the console: nothing below it imports app/',
  },
  {
    from: ['lib'],
    to: ['shell', 'features'],
    rule: 'lib/ is the bottom layer: it imports neither shell/ nor features/',
  },
  {
    from: ['components'],
    to: ['features', 'app'],
    rule: 'components/ serve every area: they import no feature',
  },
  {
    from: ['features', 'components', 'shell', 'lib', 'app'],
    to: ['public'],
    rule: 'only public/ composes the public entry: nothing else imports it',
  },
  {
    from: ['public'],
    to: ['app', 'shell'],
    rule: 'the public entry carries no console: neither app/ nor the shell',
  },
];

function describeImport({ from, line, to }: ConsoleImport, rule: string): string {
  return `${from}:${line} imports ${to} (${rule})`;
}

describe('console architecture', () => {
  it('reads the imports of every console source file', () => {
    expect(imports.some((i) => i.from === 'main.tsx' && i.to === 'app/router')).toBe(true);
    expect(new Set(imports.map((i) => layerOf(i.from)))).toEqual(
      new Set([
        'app',
        'components',
        'features',
        'lib',
        'locales',
        'main.tsx',
        'public',
        'shell',
        'test',
        'architecture.test.ts',
      ]),
    );
  });

  it('layers import only downwards', () => {
    const violations = imports.flatMap((i) =>
      FORBIDDEN.filter((f) => f.from.includes(layerOf(i.from)) && f.to.includes(layerOf(i.to))).map((f) =>
        describeImport(i, f.rule),
      ),
    );
    expect(violations).toEqual([]);
  });

  it('only tests import the test support (src/test)', () => {
    const violations = imports
      .filter((i) => layerOf(i.to) === 'test' && !isTest(i.from) && layerOf(i.from) !== 'test')
      .map((i) => describeImport(i, 'src/test is for tests'));
    expect(violations).toEqual([]);
  });

  it("a feature imports another area's face (index.ts), not its inner files, beyond the known list", () => {
    const known = new Set(KNOWN_CROSS_FEATURE_IMPORTS);
    const crossing = imports.filter((i) => {
      const area = featureAreaOf(i.from);
      const target = featureAreaOf(i.to);
      return area && target && area !== target && !isTest(i.from) && i.to !== `features/${target}/index`;
    });
    const pairs = crossing.map((i) => `${featureAreaOf(i.from)} -> ${i.to.replace(/^features\//, '')}`);
    const fresh = crossing
      .filter((_, n) => !known.has(pairs[n] ?? ''))
      .map((i) => describeImport(i, "import the area's index.ts, or move the piece to components/ or lib/"));
    expect(fresh).toEqual([]);
    // a moved piece takes its line off the list
    expect(KNOWN_CROSS_FEATURE_IMPORTS.filter((pair) => !pairs.includes(pair))).toEqual([]);
  });

  it('a test fakes a module by spying on it (vi.spyOn), not by replacing it, beyond the one that must', () => {
    // A file that replaces or reloads modules runs in a module registry of its own (vitest.projects.ts):
    // the console's code, React and the UI kit load again for it, some 5 s of a core each. The server
    // render's test loads a page afresh without the browser's globals, as a server would.
    expect(filesChangingRegistry(path.resolve(import.meta.dirname, '..'))).toEqual([
      'src/features/auth/serverRender.test.tsx',
    ]);
  });

  it('a test mounts a root through the test support, which unmounts it after the test', () => {
    // testing-library's render (unmounted by its cleanup) or hydrateInTest (src/test/hydrate.ts): a
    // root left mounted goes on running in the files the worker runs after its own
    const src = import.meta.dirname;
    const mounting = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => isTest(file) && !file.startsWith(`test${path.sep}`))
      .filter((file) => /\b(hydrateRoot|createRoot)\(/.test(fs.readFileSync(path.join(src, file), 'utf8')));
    expect(mounting).toEqual([]);
  });
});
