import type { Lang } from '@mc/contract';
import { renderToString } from 'react-dom/server';
import { buildInfo } from '../lib/buildInfo';
import { i18n } from '../lib/i18n';
import { htmlLang, normalizeLang } from '../lib/lang';
import { loadMessageBundles } from '../lib/messageBundle';
import { createQueryClient } from '../lib/queryClient';
import { PublicRoot } from './PublicRoot';
import { PAGE_DATA_ID, pageDataJson } from './pageData';
import { pageDescriptions } from './pageDescriptions';
import { publicPageOf, publicPages } from './publicPages';

/**
 * The public entry's render on the server (built by `vite build --ssr` into dist/.ssr, loaded by the
 * server at the first public page it answers): the page drawn as HTML in the visitor's language, with
 * the answer it was drawn from for the browser's hydration.
 */

/** The paths it draws. */
export const publicPaths: readonly string[] = Object.keys(publicPages);

/** SHELL-26 as the browser reads it (`lib/lang`): the `lang` cookie, else the first language asked for, else cn. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  const saved = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (saved) return normalizeLang(decodeURIComponent(saved));
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return normalizeLang(first);
}

/** The id a page shows, from its address's query: what the server reads for it. */
export async function pageIdOf(path: string, search: string): Promise<string> {
  const load = publicPageOf(path);
  return load ? (await load()).idOf(new URLSearchParams(search)) : '';
}

export interface RenderedPage {
  /** `<html lang>` */
  htmlLang: string;
  /** The document title (plain text). */
  title: string;
  /** Its `<meta name="description">` (plain text). */
  description: string;
  /** The page's HTML, inside `#root`. */
  html: string;
  /** The element after `#root` that hands the answer to the hydration (`<script type="application/json">`). */
  dataScript: string;
}

let texts: Promise<void> | undefined;
/** Every text the pages speak, in both languages, added once. */
function loadTexts(): Promise<void> {
  texts ??= (async () => {
    const { en } = await import('../locales/en');
    i18n.addResourceBundle('en', 'translation', en, true, false);
    const pages = await Promise.all(Object.values(publicPages).map((load) => load()));
    await loadMessageBundles([
      ...pages.flatMap((page) => page.bundles).map((bundle) => () => Promise.resolve(bundle)),
      ...pages.flatMap((page) => (page.titles ? [page.titles] : [])),
    ]);
  })();
  return texts;
}

const byLang = new Map<Lang, typeof i18n>();
/** One instance per language over the shared texts: a render never changes another's language. */
function i18nIn(lang: Lang): typeof i18n {
  let instance = byLang.get(lang);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: lang, initAsync: false });
    byLang.set(lang, instance);
  }
  return instance;
}

/**
 * Draws the page of `path` for the answer `data` (null: nothing of that id); `faucet`: whether the
 * server has a dev faucet, handed to the hydration with the answer.
 */
export async function renderPublicPage(
  path: string,
  input: { lang: Lang; id: string; data: unknown; faucet?: boolean },
): Promise<RenderedPage> {
  const load = publicPageOf(path);
  if (!load) throw new Error(`no public page at ${path}`);
  const [page] = await Promise.all([load(), loadTexts()]);
  const client = createQueryClient();
  page.seed(client, input.id, input.data, input.faucet);
  const t = i18nIn(input.lang);
  const html = renderToString(
    <PublicRoot client={client} i18n={t}>
      {page.element(input.id)}
    </PublicRoot>,
  );
  client.clear();
  return {
    htmlLang: htmlLang(input.lang),
    title: `${buildInfo.title} | ${t.t(page.titleKey)}`,
    description: pageDescriptions[path]?.[input.lang] ?? '',
    html,
    dataScript: `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson({ lang: input.lang, id: input.id, data: input.data, faucet: input.faucet })}</script>`,
  };
}
