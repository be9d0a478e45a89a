import fs from 'node:fs';
import path from 'node:path';

/**
 * A test file that replaces a module (`vi.mock`, `vi.doMock`) or reloads modules (`vi.resetModules`)
 * changes the module registry itself: such a file needs a registry of its own.
 */
const CHANGES_REGISTRY = /\bvi\.(mock|doMock|resetModules)\(/;

/** The console's test files (under `src/` and `scripts/` of `root`) that change the module registry. */
export function filesChangingRegistry(root: string): string[] {
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
