import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/queryClient';
import type { RouteHandle } from '../../lib/routing/routeTypes';
import { Providers } from '../../test/AppProviders';
import { logInAs, ownerInfo, userInfo } from '../../test/merchantInfo';
import { PageOutlet } from './PageOutlet';

const handle = (name: string, over: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  auth: true,
  cache: false,
  helper: false,
  ...over,
});

function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PageOutlet />,
        children: [
          { path: 'index', handle: handle('index'), element: <p>home page</p> },
          {
            path: 'pay/create',
            handle: handle('pay-create', { permission: 'payouts.create' }),
            element: <p>remittance form</p>,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
  return router;
}

describe('a page the role does not permit', () => {
  beforeEach(() => queryClient.clear());

  it('opened by URL shows the 403 page naming the missing permission, with a way home', async () => {
    await setLanguage('en');
    logInAs(userInfo(['account.own', 'overview.read', 'payouts.read']));
    const router = renderShell('/pay/create');
    const page = await screen.findByTestId('forbidden-page');
    expect(page.textContent).toContain('No permission');
    expect(page.textContent).toContain('Make payouts');
    expect(screen.queryByText('remittance form')).toBeNull();
    fireEvent.click(screen.getByTestId('forbidden-home'));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/index');
  });

  it('speaks the user’s language (cn)', async () => {
    await setLanguage('cn');
    logInAs(userInfo(['account.own']));
    renderShell('/pay/create');
    const page = await screen.findByTestId('forbidden-page');
    expect(page.textContent).toContain('无权限');
    expect(page.textContent).toContain('发起付款');
  });

  it('a role with the permission sees the page', async () => {
    logInAs(ownerInfo);
    renderShell('/pay/create');
    await screen.findByText('remittance form');
    expect(screen.queryByTestId('forbidden-page')).toBeNull();
  });
});
