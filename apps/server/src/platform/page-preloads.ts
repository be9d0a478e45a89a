import fs from 'node:fs';
import path from 'node:path';

/** Written by the web build: each such page's chunks beyond its entry (`scripts/pagePreloads.ts`). */
const PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

/** What a page loads beyond its entry. */
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
  /**
   * The same as elements of the page's head (the console's overview): the browser's scanner fetches
   * them with the entry, and the console's loader, which adds an element for each chunk a page needs
   * unless the head has one (some 80 for the overview, a fifth of the main thread's first long task
   * on a phone), finds them there.
   */
  headTags: string;
}

/** Each preloaded page's preloads, by path. Empty when the build wrote no such file. */
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
        headTags: files
          .map((f) =>
            f.endsWith('.css')
              ? `<link rel="preload" as="style" crossorigin href="${f}">`
              : `<link rel="modulepreload" crossorigin href="${f}">`,
          )
          .join('\n    '),
      },
    ]),
  );
}
