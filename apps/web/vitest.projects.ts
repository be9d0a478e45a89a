import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesChangingRegistry } from './scripts/registryChanges';
import web from './vitest.config';

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
