import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import web from './vitest.config';

/**
 * A test file that replaces a module (`vi.mock`, `vi.doMock`) or reloads modules (`vi.resetModules`)
 * changes the module registry itself: such a file needs a registry of its own.
 */
const CHANGES_REGISTRY = /\bvi\.(mock|doMock|resetModules)\(/;

function filesChangingRegistry(root: string): string[] {
  const found: string[] = [];
  for (const dir of ['src', 'scripts']) {
    for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(file)) continue;
      const rel = path.join(dir, file);
      if (CHANGES_REGISTRY.test(fs.readFileSync(path.join(root, rel), 'utf8'))) found.push(rel);
    }
  }
  return found.sort();
}

/**
 * The console's tests as two projects. Most files share one module registry per worker (jsdom, React
 * and the UI kit load once per worker instead of once per file); `src/test/betweenFiles.ts` puts back
 * after each file what a file may leave changed in modules that the next one reuses. The files that
 * change the registry itself run each in a registry of its own. `--project '@mc/web*'` runs both.
 */
export function webProjects(root: string): TestProjectInlineConfiguration[] {
  const own = filesChangingRegistry(root);
  const test = web.test ?? {};
  const setupFiles = [test.setupFiles ?? []].flat();
  return [
    {
      ...web,
      root,
      test: {
        ...test,
        name: '@mc/web',
        exclude: [...configDefaults.exclude, ...own],
        setupFiles: [...setupFiles, 'src/test/betweenFiles.ts'],
        isolate: false,
      },
    },
    { ...web, root, test: { ...test, name: '@mc/web:isolated', include: own, isolate: true } },
  ];
}
