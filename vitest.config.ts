import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * Test files spend much of their time waiting (on PostgreSQL, on a development node, on timers), so
 * at least two run at once even on two cores (Vitest's own default is one fewer than the cores);
 * at most four, so that PostgreSQL's connections suffice.
 */
const workers = Math.min(4, Math.max(2, os.availableParallelism()));

const WEB = 'apps/web';

/**
 * The console's test files that replace a module (`vi.mock`): a replacement holds for the whole module
 * registry, so these run each in a registry of its own; the others share one per worker (jsdom, React
 * and the UI kit set up once instead of once per file: the console's tests in less than half the time).
 */
function webFilesReplacingModules(): string[] {
  const found: string[] = [];
  for (const dir of ['src', 'scripts']) {
    for (const file of fs.readdirSync(path.join(WEB, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(file)) continue;
      const rel = path.join(dir, file);
      if (fs.readFileSync(path.join(WEB, rel), 'utf8').includes('vi.mock(')) found.push(rel);
    }
  }
  return found;
}
const replacing = webFilesReplacingModules();

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/client',
      'apps/server',
      {
        ...web,
        root: WEB,
        test: {
          ...web.test,
          name: '@mc/web',
          exclude: [...configDefaults.exclude, ...replacing],
          isolate: false,
        },
      },
      {
        ...web,
        root: WEB,
        test: { ...web.test, name: '@mc/web:isolated', include: replacing, isolate: true },
      },
      'bench',
    ],
    maxWorkers: workers,
  },
});
