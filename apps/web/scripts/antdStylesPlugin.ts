/**
 * `virtual:first-screen-styles.css`: the UI kit's rules for the shell and the overview, rendered at
 * build time (`firstScreenStyles.tsx`), so that the console's first screen does not build them in the
 * browser. The entry imports it before its own CSS; the build puts it in the entry's style sheet, which
 * the browser has loaded before any script runs. The dev server answers an empty sheet: there the kit
 * names its classes for development, which the production rules would not match, and builds them itself.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const FIRST_SCREEN_STYLES = 'virtual:first-screen-styles.css';
const RESOLVED = `\0${FIRST_SCREEN_STYLES}`;
const SCRIPTS = dirname(fileURLToPath(import.meta.url));
const SCRIPT = join(SCRIPTS, 'firstScreenStyles.tsx');

/** Runs the extraction as production runs the kit (its class names carry no development prefix). */
export function renderFirstScreenStyles(): string {
  const css = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    // from the console's folder: its tsconfig (the JSX runtime) applies whoever builds
    cwd: dirname(SCRIPTS),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!css.includes('data-ant-cssinjs-cache-path') || css.includes('css-dev-only')) {
    throw new Error('first-screen styles: the UI kit gave no production rules with their map');
  }
  return css;
}

export function firstScreenStylesPlugin(): Plugin {
  let build = false;
  return {
    name: 'mc-first-screen-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === FIRST_SCREEN_STYLES ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return build ? renderFirstScreenStyles() : '';
    },
  };
}
