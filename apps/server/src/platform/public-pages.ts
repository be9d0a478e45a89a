import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Lang } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { inlineStyleSheets } from './inline-styles';
import type { PagePreload } from './page-preloads';

/** What the web build's render of the public entry exports (`apps/web/src/public/render.tsx`). */
export interface PublicRender {
  pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang;
  pageIdOf(path: string, search: string): Promise<string>;
  renderPublicPage(
    path: string,
    input: { lang: Lang; id: string; data: unknown; faucet: boolean },
  ): Promise<{ htmlLang: string; title: string; description: string; html: string; dataScript: string }>;
}

/** What a public page shows of its id (empty when its address names none), read in-process; null when there is nothing of that id. */
export type PublicPageData = (id: string) => Promise<unknown>;

/** The render module and the page template, as the web build writes them. */
export const RENDER_MODULE = path.join('.ssr', 'render.js');
export const PUBLIC_TEMPLATE = 'public.html';

interface Loaded {
  render: PublicRender;
  /** The template with the entry's styles written in. */
  template: string;
  /** Each page's own styles, written as `<style>` elements. */
  styles: ReadonlyMap<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const sheetLinks = (styles: readonly string[]) =>
  styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');

/**
 * The page: the template with its language, its title, its styles, the drawn page in `#root` and its
 * data after it.
 */
function fill(
  template: string,
  page: Awaited<ReturnType<PublicRender['renderPublicPage']>>,
  styles: string,
): string {
  // replacer functions: a `$` in a merchant's text is text, not a replacement pattern
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.htmlLang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.dataScript}`);
}

/**
 * The public entry's pages (/payment, /batch/transfer, /login, /register), drawn on the server: the page's answer read
 * in-process (`pages`: what each shows of its id), drawn by the web build's render in the visitor's
 * language, sent with that answer for the browser's hydration, its styles written into its head
 * (`inline-styles.ts`: no style sheet request before the page shows) and its chunks as a `Link` preload. Nothing of an id (unknown or malformed) is the page's "not found", answered 404. The render
 * module loads with the first such request (the server's start does not wait for it). Without the
 * render build (tests without a build) the paths are left to the console's files, as before.
 * `faucet`: whether the server has a dev faucet, written into each page's data (its payer pages show
 * the faucet's button without asking the server again).
 */
export function servePublicPages(
  app: FastifyInstance,
  distDir: string,
  pages: Record<string, PublicPageData>,
  preloads: ReadonlyMap<string, PagePreload>,
  faucet: boolean,
): void {
  const renderFile = path.join(distDir, RENDER_MODULE);
  const templateFile = path.join(distDir, PUBLIC_TEMPLATE);
  if (!fs.existsSync(renderFile) || !fs.existsSync(templateFile)) return;
  let loading: Promise<Loaded> | undefined;
  const load = () => {
    loading ??= Promise.all([
      // loaded through require (an ES module, as Node 20.19 and later load one): the bundled server is
      // CommonJS (`launch.ts`), where `import()` of a file needs an experimental loader
      Promise.resolve().then(() => createRequire(import.meta.url)(renderFile) as PublicRender),
      fs.promises.readFile(templateFile, 'utf8').then((html) => inlineStyleSheets(html, distDir)),
      Promise.all(
        Object.keys(pages).map(
          async (page) =>
            [page, await inlineStyleSheets(sheetLinks(preloads.get(page)?.styles ?? []), distDir)] as const,
        ),
      ),
    ]).then(([render, template, styles]) => ({ render, template, styles: new Map(styles) }));
    // a failed load is tried again by the next request
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  for (const [pagePath, read] of Object.entries(pages)) {
    app.get(pagePath, async (req, reply) => {
      const { render, template, styles } = await load();
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const lang = render.pageLanguage(req.headers.cookie, req.headers['accept-language']);
      const id = await render.pageIdOf(pagePath, search);
      const data = await read(id);
      const page = await render.renderPublicPage(pagePath, { lang, id, data, faucet });
      const preload = preloads.get(pagePath);
      if (preload?.scriptLink) reply.header('link', preload.scriptLink);
      return reply
        .code(data === null ? 404 : 200)
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(fill(template, page, styles.get(pagePath) ?? ''));
    });
  }
}
