import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** The console's HTML for one page, with its entity tag. */
export interface ConsolePage {
  html: string;
  etag: string;
}

/**
 * The console's page (`index.html`) with a page's preloads written at the end of its head, made once
 * for each path and each build of the file (a build writes a new one: its time of writing changes).
 * None while the file cannot be read (a build is writing the folder again): the caller answers as it
 * does for the other pages.
 */
export function consolePages(indexFile: string): (pathname: string, headTags: string) => ConsolePage | null {
  let built = -1;
  let pages = new Map<string, ConsolePage>();
  return (pathname, headTags) => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== built) [built, pages] = [mtimeMs, new Map()];
      let page = pages.get(pathname);
      if (!page) {
        const html = fs.readFileSync(indexFile, 'utf8').replace('</head>', `  ${headTags}\n  </head>`);
        page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
        pages.set(pathname, page);
      }
      return page;
    } catch {
      return null;
    }
  };
}
