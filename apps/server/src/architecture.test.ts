import { describe, expect, it } from 'vitest';
import { moduleCycles } from './testing/module-cycles';
import { moduleOf, relativeImports, serverSources } from './testing/source-files';

const sources = serverSources();
const ROOT_FILES = new Set(['src/app', 'src/main', 'src/serve', 'src/services', 'src/start']);

/** Every import of one module's file by another module or by code outside the modules. */
function deepImports(): string[] {
  const found: string[] = [];
  for (const source of sources) {
    const from = moduleOf(source.file);
    for (const target of relativeImports(source)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const face = target === `src/modules/${to}` || target === `src/modules/${to}/index`;
      if (!face) found.push(`${source.file} imports ${target} (use src/modules/${to}, its index)`);
    }
  }
  return found;
}

describe('server architecture', () => {
  it('another module is imported only through its face (modules/<area>/index.ts)', () => {
    expect(deepImports()).toEqual([]);
  });

  it('no module imports the composition root (app.ts, main.ts, services.ts)', () => {
    const found = sources.flatMap((source) =>
      moduleOf(source.file)
        ? relativeImports(source)
            .filter((target) => ROOT_FILES.has(target))
            .map((target) => `${source.file} imports ${target}`)
        : [],
    );
    expect(found).toEqual([]);
  });

  it("services are built by the composition root alone (src/services.ts, a module's services.ts)", () => {
    const builder = /(?<!function )\b(\w+Services?)\(deps\b/g;
    const builds = (file: string) =>
      file === 'src/services.ts' || /^src\/modules\/[^/]+\/services\.ts$/.test(file);
    const found = sources
      .filter((source) => !source.test && !source.file.startsWith('src/testing/') && !builds(source.file))
      .flatMap((source) => [...source.text.matchAll(builder)].map((m) => `${source.file} builds ${m[1]}`))
      .filter((found) => found !== 'src/app.ts builds buildServices');
    expect(found).toEqual([]);
  });

  it('modules depend on each other without cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const source of sources) {
      const from = moduleOf(source.file);
      if (!from || source.test) continue;
      for (const target of relativeImports(source)) {
        const to = moduleOf(target);
        if (!to || to === from) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(moduleCycles(edges)).toEqual([]);
  });

  it("no file imports one that imports it back, even through others (a type's import counts)", () => {
    const node = (file: string) => file.replace(/\.tsx?$/, '');
    const files = new Set(sources.filter((s) => !s.test).map((s) => node(s.file)));
    const edges = new Map<string, Set<string>>();
    for (const source of sources) {
      if (source.test) continue;
      for (const target of relativeImports(source)) {
        const to = files.has(target) ? target : `${target}/index`;
        if (files.has(to)) edges.set(node(source.file), (edges.get(node(source.file)) ?? new Set()).add(to));
      }
    }
    expect(moduleCycles(edges, 'files')).toEqual([]);
  });
});
