import fs from 'node:fs/promises';
import path from 'node:path';

/** A style sheet link (`<link rel="stylesheet" … href="/assets/….css">`) as the web build writes one. */
const SHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const ASSET_HREF = /\bhref="(\/assets\/[^"?#]+\.css)"/;

/**
 * The page's HTML with the build's style sheets written into it (`<style>` in place of each link): the
 * page is styled as it arrives, with no render-blocking request. The CSP allows inline styles
 * (`style-src 'unsafe-inline'`, which the console's UI kit needs too); scripts stay `'self'` only. A
 * link whose file is not in the build, or whose text could close the element, is left as it is.
 *
 * The link stays beside its rules, `disabled` (a disabled style sheet is not fetched): the build's
 * module loader adds a sheet that a lazy chunk depends on unless a `<link rel="stylesheet">` of it
 * is in the document, and a page's sheet can be such a dependency of its lazy parts. Without it a
 * phone fetched, parsed and applied the sheet a second time while the page was drawn.
 */
export async function inlineStyleSheets(html: string, distDir: string): Promise<string> {
  const links = [...new Set(html.match(SHEET_LINK) ?? [])];
  const styles = new Map<string, string>();
  await Promise.all(
    links.map(async (link) => {
      const href = ASSET_HREF.exec(link)?.[1];
      if (!href) return;
      const css = await fs.readFile(path.join(distDir, href), 'utf8').catch(() => undefined);
      if (css !== undefined && !/<\/style/i.test(css))
        styles.set(link, `<style>${css.trim()}</style>${disabledLink(href)}`);
    }),
  );
  return html.replace(SHEET_LINK, (link) => styles.get(link) ?? link);
}

/** The sheet's link as the module loader looks for it, never fetched: what tells it the sheet is here. */
function disabledLink(href: string): string {
  return `<link rel="stylesheet" href="${href}" disabled>`;
}
