import fs from 'node:fs';
import path from 'node:path';

/** Written by the web build: each public page's chunks beyond its entry (`scripts/pagePreloads.ts`). */
const PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

/** What a public page loads beyond its entry. */
export interface PagePreload {
  /**
   * The `Link` header sent with its HTML: the browser fetches the page's chunks (modulepreload) and
   * styles (preload, as Vite asks for them: crossorigin) together with the entry, not after it.
   */
  link: string;
  /** The same of its scripts alone: a page drawn on the server has its styles written into it. */
  scriptLink: string;
  /** Its style sheets: a page drawn on the server links them in its head, so it is styled as it arrives. */
  styles: string[];
}

/** Each public page's preloads, by path. Empty when the build wrote no such file. */
export function readPagePreloads(distDir: string): Map<string, PagePreload> {
  const file = path.join(distDir, PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const pages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const preload = (f: string) =>
    f.endsWith('.css') ? `<${f}>; rel=preload; as=style; crossorigin` : `<${f}>; rel=modulepreload`;
  return new Map(
    Object.entries(pages).map(([page, files]) => [
      page,
      {
        link: files.map(preload).join(', '),
        scriptLink: files
          .filter((f) => !f.endsWith('.css'))
          .map(preload)
          .join(', '),
        styles: files.filter((f) => f.endsWith('.css')),
      },
    ]),
  );
}
