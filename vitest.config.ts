import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects';

/**
 * Test files spend much of their time waiting (on PostgreSQL, on a development node, on timers), so
 * at least two run at once even on two cores (Vitest's own default is one fewer than the cores);
 * at most four, so that PostgreSQL's connections suffice.
 */
const workers = Math.min(4, Math.max(2, os.availableParallelism()));

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/client', 'apps/server', ...webProjects('apps/web'), 'bench'],
    maxWorkers: workers,
  },
});
