import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../lib/queryClient';
import { Providers } from './AppProviders';

/** Renders a page at `url` under one route `path`, with the app's providers and query client; the router is returned. */
export function renderRoute(element: ReactElement, path: string, url: string = path) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
  return router;
}
