/**
 * What a public page loads beyond the entry, written at build time to `dist/.vite/page-preloads.json`
 * (`{"/login": ["/assets/LoginPage-….js", …]}`). The server sends it as a `Link` header with that
 * page's index.html, so the browser fetches the page's chunks beside the entry instead of after it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_PAGES, readManifest, staticClosure } from './bundle-size';

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export function pagePreloads(distDir: string): Record<string, string[]> {
  const manifest = readManifest(distDir);
  const preloads: Record<string, string[]> = {};
  for (const [path, { entry: html, sources }] of Object.entries(PUBLIC_PAGES)) {
    const entry = new Set(staticClosure(manifest, [html]));
    preloads[path] = staticClosure(manifest, sources)
      .filter((file) => !entry.has(file))
      .map((file) => `/${file}`);
  }
  return preloads;
}

/** The Vite plugin that writes the file once the bundle (and its manifest) is on disk. */
export function pagePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mc-page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      writeFileSync(join(outDir, PAGE_PRELOADS_FILE), JSON.stringify(pagePreloads(outDir)));
    },
  };
}
