import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, vi } from 'vitest';
import { datesFollowLanguage } from '../lib/dateLocale';
import { loadBundles } from '../lib/loadBundles';
import type { MessageBundleName } from '../locales/bundleNames';
import { messageBundles } from '../locales/bundles';
import { unmountHydrated } from './hydrate';

// antd's responsive helpers need matchMedia, which jsdom lacks
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

// antd's tooltips and popups measure their target with ResizeObserver, which jsdom lacks
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

// pages and the shell render with every area's texts, as the routes that show them load them, and
// their dates in the UI's language, as the console's entry has them
beforeAll(() => {
  datesFollowLanguage();
  return loadBundles(Object.keys(messageBundles) as MessageBundleName[]);
});

// antd forms validate asynchronously; on a busy machine a second is not always enough
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  unmountHydrated();
  // what was put beside the rendered tree (a download link, a copied text's field, a kit's popup)
  document.body.replaceChildren();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
