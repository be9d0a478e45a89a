import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { loadBundles } from '../lib/loadBundles';
import { queryClient } from '../lib/queryClient';
import { buildMenu, menuLeaves } from '../lib/routing/menu';
import { findRoute } from '../lib/routing/routeLookup';
import { ModalProvider } from '../shell/ModalProvider';
import { Providers } from '../test/AppProviders';
import '../test/appRouteTable';
import * as client from '../lib/http/client';
import { logInAs, ownerInfo } from '../test/merchantInfo';
import { routes } from './routes';

// the pages show their frame while their data is on its way: it never comes here
beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => new Promise(() => undefined)) as never);
});

/** The page's heading: its first title (a page or list title, or the title of its first card). */
const HEADING = 'h1, h2, h3, h4, h5, .ant-card-head-title';

/** The home page greets the merchant by name instead of a heading; the header shows its title. */
const WITHOUT_HEADING = new Set(['/index']);

const leaves = menuLeaves(buildMenu(routes))
  .map(({ entry }) => entry)
  .filter((entry) => entry.path && !/^https?:/.test(entry.path) && !WITHOUT_HEADING.has(entry.path));

function renderPage(path: string) {
  const found = findRoute(path);
  if (!found?.record.component) throw new Error(`no page at ${path}`);
  const Page = found.record.component;
  const router = createMemoryRouter(
    [
      {
        path: found.record.path,
        element: (
          <Suspense fallback={null}>
            <ModalProvider>
              <Page />
            </ModalProvider>
          </Suspense>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
  return { ...rendered, found };
}

describe('every menu entry reads as its page heading', () => {
  afterAll(async () => {
    await setLanguage('cn');
  });

  it.each(leaves.map((entry) => [entry.path, entry.titleKey] as const))(
    '%s, in cn and en',
    async (path, titleKey) => {
      await setLanguage('cn');
      queryClient.clear();
      logInAs(ownerInfo);
      const { container, unmount, found } = renderPage(path);
      await loadBundles(found.record.messages ?? []);
      const heading = () => container.querySelector(HEADING)?.textContent;
      // the page's code is imported on first render, slowly when the whole run shares the machine
      await waitFor(() => expect(heading()).toBeTruthy(), { timeout: 45_000 });
      for (const lang of ['cn', 'en'] as const) {
        await act(() => setLanguage(lang));
        const menu = i18n.t(titleKey, found.params);
        await waitFor(() => expect(heading(), lang).toBe(menu));
      }
      unmount();
    },
    60_000,
  );
});
