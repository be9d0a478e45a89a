import { afterAll } from 'vitest';
import type { StoreApi } from 'zustand';
import { opsQueryClient } from '../features/ops/api';
import { setOperatorSession, setSessionEndHandler } from '../lib/http/client';
import { startIn } from '../lib/i18n';
import { DEFAULT_LANG } from '../lib/lang';
import { resetNotices } from '../lib/notify';
import { queryClient } from '../lib/queryClient';
import { useNarrowAside } from '../shell/aside/narrowAside';
import { resetLoadedPreferences } from '../shell/loadPreferences';
import { useLogStore } from '../shell/log/logStore';
import { usePreferences } from '../shell/preferences';
import { useSearchStore } from '../shell/search/searchStore';
import { usePageCache } from '../shell/tabs/pageCache';
import { useTabsStore } from '../shell/tabs/tabsStore';

/**
 * Where test files share one module registry (and one document) per worker, what a file changed in a
 * module or in the document would reach the files after it. After each file, the console is put back
 * as a fresh page would find it: no saved language (Chinese), no toast host or queued toasts, empty
 * query caches and stores, the default session handling, and a document with no title, attributes or
 * content at `/`. (Storage, cookies, mocks, stubbed globals and timers are reset after each test by
 * `setup.ts`.) A module that keeps state across pages belongs in this list.
 */
function resetStore<T>(store: StoreApi<T>): void {
  store.setState(store.getInitialState(), true);
}

function resetStores(): void {
  resetStore(useLogStore);
  resetStore(usePreferences);
  resetStore(useSearchStore);
  resetStore(usePageCache);
  resetStore(useTabsStore);
  resetStore(useNarrowAside);
}

function resetDocument(): void {
  const root = document.documentElement;
  for (const element of [root, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
}

afterAll(async () => {
  resetDocument();
  await startIn(DEFAULT_LANG);
  resetNotices();
  queryClient.clear();
  opsQueryClient.clear();
  resetStores();
  resetLoadedPreferences();
  setSessionEndHandler();
  setOperatorSession(null);
});
