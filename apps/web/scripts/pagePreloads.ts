/**
 * What a public page, or the console's overview, loads beyond the entry, written at build time to
 * `dist/.vite/page-preloads.json` (`{"/login": ["/assets/LoginPage-….js", …]}`). The server names them
 * with that page's HTML (`platform/page-preloads.ts`), so the browser fetches the page's chunks beside
 * the entry instead of after it. Each entry's build writes its own pages into the file (the console's
 * build, which empties `dist`, first).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type PageSources, PRELOADED_PAGES, readManifest, staticClosure } from './bundle-size';
import { onWrittenBundle } from './onWrittenBundle';

export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** The preloads of the pages served from one entry. */
export function pagePreloads(distDir: string, of: PageSources['entry']): Record<string, string[]> {
  const manifest = readManifest(distDir, of);
  const preloads: Record<string, string[]> = {};
  for (const [path, { entry: html, sources }] of Object.entries(PRELOADED_PAGES)) {
    if (html !== of) continue;
    const entry = new Set(staticClosure(manifest, [html]));
    preloads[path] = staticClosure(manifest, sources)
      .filter((file) => !entry.has(file))
      .map((file) => `/${file}`);
  }
  return preloads;
}

/** The Vite plugin that writes an entry's pages into the file once the bundle (and its manifest) is on disk. */
export const pagePreloadsPlugin = (entry: PageSources['entry']): Plugin =>
  onWrittenBundle('mc-page-preloads', (outDir) => {
    const file = join(outDir, PAGE_PRELOADS_FILE);
    const written = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : {};
    writeFileSync(file, JSON.stringify({ ...written, ...pagePreloads(outDir, entry) }));
  });
