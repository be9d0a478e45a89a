/**
 * The console's imports of the shared contract's index (`import { coreApi } from '@mc/contract'`), each
 * taken from the module that declares the name instead. The index re-exports every area, so one import
 * of it puts every area's module on the entry's static path: the bundler then builds the entry chunk
 * with every schema any lazy page uses (webhooks, collection, statements…), and a phone downloads and
 * evaluates them all before the overview draws. Imported from the declaring modules, the entry holds
 * the schemas the shell calls; the others come with the pages that call them. (The UI kit's index was
 * tried the same way: its own packages import each other through indexes, and the entry did not shrink.)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, parseSync } from 'vite';

/** The indexes rewritten, by the specifier the console imports them with. */
export const BARRELS: Record<string, string> = {
  '@mc/contract': join(dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/src/index.ts'),
};

/** Where a name an index exports is declared: its module, and its name there (null: the module itself). */
export interface Origin {
  file: string;
  name: string | null;
}

function moduleFile(from: string, request: string): string {
  const base = resolve(dirname(from), request);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    join(base, 'index.ts'),
    join(base, 'index.js'),
  ];
  const file = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (!file) throw new Error(`barrel imports: ${request} (from ${from}) names no module`);
  return file;
}

/** Each name `file` exports, followed through its re-exports to the module that declares it. */
export function exportOrigins(file: string, seen = new Map<string, Map<string, Origin>>()) {
  const known = seen.get(file);
  if (known) return known;
  const origins = new Map<string, Origin>();
  seen.set(file, origins);
  const { module, errors } = parseSync(file, readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`barrel imports: ${file} does not parse: ${errors[0]?.message}`);
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      const exported =
        entry.exportName.kind === 'Name'
          ? entry.exportName.name
          : entry.exportName.kind === 'Default'
            ? 'default'
            : null;
      const request = entry.moduleRequest?.value;
      // declared here, or re-exported from another package: taken from this module
      if (!request?.startsWith('.')) {
        if (exported) origins.set(exported, { file, name: exported });
        continue;
      }
      const target = moduleFile(file, request);
      const imported = entry.importName.name;
      if (entry.importName.kind === 'AllButDefault') {
        for (const [name, origin] of exportOrigins(target, seen)) {
          if (name !== 'default' && !origins.has(name)) origins.set(name, origin);
        }
      } else if (entry.importName.kind === 'All' && exported) {
        origins.set(exported, { file: target, name: null });
      } else if (exported && imported) {
        const inner = exportOrigins(target, seen).get(imported);
        origins.set(exported, inner ?? { file: target, name: imported });
      }
    }
  }
  return origins;
}

/**
 * `code` with each named import of an index in `origins` replaced by imports from the declaring
 * modules (type-only names dropped: they are erased anyway); null when it imports none of them.
 */
export function rewriteBarrelImports(
  id: string,
  code: string,
  origins: ReadonlyMap<string, ReadonlyMap<string, Origin>>,
): string | null {
  if (![...origins.keys()].some((specifier) => code.includes(specifier))) return null;
  const { module } = parseSync(id, code);
  const statements = module.staticImports.filter((s) => origins.has(s.moduleRequest.value));
  if (statements.length === 0) return null;
  let out = code;
  for (const statement of [...statements].sort((a, b) => b.start - a.start)) {
    const specifier = statement.moduleRequest.value;
    const exports = origins.get(specifier)!;
    const byFile = new Map<string, string[]>();
    const lines: string[] = [];
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const local = entry.localName.value;
      const imported = entry.importName.name;
      if (entry.importName.kind === 'NamespaceObject' || !imported) {
        throw new Error(`barrel imports: ${id} imports all of ${specifier}; import its names`);
      }
      const origin = exports.get(imported);
      if (!origin)
        throw new Error(`barrel imports: ${id} imports ${imported}, which ${specifier} does not export`);
      const path = JSON.stringify(origin.file);
      if (origin.name === null) lines.push(`import * as ${local} from ${path};`);
      else byFile.set(path, [...(byFile.get(path) ?? []), `${origin.name} as ${local}`]);
    }
    for (const [path, names] of byFile) lines.push(`import { ${names.join(', ')} } from ${path};`);
    out = out.slice(0, statement.start) + lines.join(' ') + out.slice(statement.end);
  }
  return out;
}

/** The console's build: its sources' imports of the indexes in `barrels`, from the declaring modules. */
export function barrelImportsPlugin(barrels: Record<string, string> = BARRELS): Plugin {
  let origins: Map<string, Map<string, Origin>> | undefined;
  return {
    name: 'mc-barrel-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const seen = new Map<string, Map<string, Origin>>();
      origins = new Map(
        Object.entries(barrels).map(([specifier, index]) => [specifier, exportOrigins(index, seen)]),
      );
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !origins) return null;
      const rewritten = rewriteBarrelImports(id, code, origins);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
