import { createRoot, hydrateRoot } from 'react-dom/client';
import { startIn } from '../lib/i18n';
import { readSavedLang } from '../lib/lang';
import { loadMessageBundles } from '../lib/messageBundle';
import { whenToastAsked } from '../lib/notify';
import { queryClient } from '../lib/queryClient';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import { PublicRoot } from './PublicRoot';
import { readPageData } from './pageData';
import { publicPageOf } from './publicPages';
import '../components/base.css';

/**
 * The public entry: the pages a stranger opens without a login, without the console (no UI kit, no
 * router, no shell). The server sends them drawn, with the answer they were drawn from; this hydrates
 * that HTML in the same language from the same answer, and the page's polling goes on from there. A
 * page the server did not draw (no render bundle) is drawn here and asks for its data itself.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  const load = publicPageOf(window.location.pathname);
  if (!root || !load) return;
  const rendered = readPageData(document);
  const page = await load();
  await Promise.all([
    loadMessageBundles(page.bundles.map((bundle) => () => Promise.resolve(bundle))),
    startIn(rendered?.lang ?? readSavedLang()),
  ]);
  whenToastAsked(() => void import('./toasts/PublicToasts').then((m) => m.mountToasts()));
  if (rendered) {
    page.adopt?.(document);
    page.seed(queryClient, rendered.id, rendered.data, rendered.faucet);
    // the hydration is a task of its own: on a slow phone, the page's code, its texts and its
    // hydration in one task would hold the main thread several times as long as any of them
    await yieldToBrowser();
    hydrateRoot(root, <PublicRoot client={queryClient}>{page.element(rendered.id)}</PublicRoot>);
  } else {
    const id = page.idOf(new URLSearchParams(window.location.search));
    createRoot(root).render(<PublicRoot client={queryClient}>{page.element(id)}</PublicRoot>);
  }
}

void start();
