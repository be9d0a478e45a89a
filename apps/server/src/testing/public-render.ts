import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from '../paths';
import { PUBLIC_TEMPLATE, RENDER_MODULE } from '../platform/public-pages';

const WEB = serverPath('..', 'web');

/**
 * The web build's render of the public entry, built now from the sources (`vite build --ssr`) with
 * the page template beside it: a console folder the server draws the public pages from, built in the
 * repository's node_modules cache (the render bundles what it imports).
 */
export function buildPublicRender(): { dist: string; remove: () => void } {
  const cache = path.join(WEB, '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dist = fs.mkdtempSync(path.join(cache, 'public-render-'));
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/public/render.tsx',
      '--outDir',
      path.join(dist, path.dirname(RENDER_MODULE)),
    ],
    { cwd: WEB, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (built.status !== 0)
    throw new Error(`the public render did not build:\n${built.stdout}\n${built.stderr}`);
  fs.copyFileSync(path.join(WEB, PUBLIC_TEMPLATE), path.join(dist, PUBLIC_TEMPLATE));
  return { dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) };
}
