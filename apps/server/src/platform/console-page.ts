import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/** The console's HTML for one page, with its entity tag and its brotli copy. */
export interface ConsolePage {
  html: string;
  etag: string;
  /** The page compressed once, as the build compresses its files (the best brotli), not per answer. */
  brotli: Buffer;
}

const brotli = promisify(brotliCompress);

/**
 * The console's page (`index.html`) with a page's preloads written at the end of its head. The page's
 * first frame (the boot screen) needs nothing but the page: the build writes the boot screen's rules
 * into its head and preloads the entry's style sheet, which the entry applies (the web build's
 * `scripts/bootScreenFirst.ts`). Made once for each path and each build of the file (a build writes
 * a new one: its time of writing changes). None while the file cannot be read (a build is writing the
 * folder again): the caller answers as it does for the other pages.
 */
export function consolePages(
  indexFile: string,
): (pathname: string, headTags: string) => Promise<ConsolePage | null> {
  let built = -1;
  let pages = new Map<string, Promise<ConsolePage>>();
  const make = async (headTags: string) => {
    const template = await fs.promises.readFile(indexFile, 'utf8');
    const html = template.replace('</head>', `  ${headTags}\n  </head>`);
    return {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      brotli: await brotli(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    };
  };
  return async (pathname, headTags) => {
    try {
      const { mtimeMs } = fs.statSync(indexFile);
      if (mtimeMs !== built) [built, pages] = [mtimeMs, new Map()];
      let page = pages.get(pathname);
      if (!page) {
        page = make(headTags);
        pages.set(pathname, page);
        // a failed read is tried again by the next request
        page.catch(() => pages.delete(pathname));
      }
      return await page;
    } catch {
      return null;
    }
  };
}
