import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { Providers } from '../test/AppProviders';
import { logInAs, ownerInfo, userInfo } from '../test/merchantInfo';
import { ModalProvider } from './ModalProvider';
import { UserMenu } from './UserMenu';

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '/index',
        element: (
          <ModalProvider>
            <UserMenu />
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: ['/index'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
}

describe('the user menu', () => {
  beforeEach(() => queryClient.clear());

  it('SHELL-1: shows the user’s name, their role and the merchant name', async () => {
    await setLanguage('en');
    logInAs(ownerInfo);
    renderMenu();
    expect((await screen.findByTestId('user-menu-name')).textContent).toBe('Ada Owner');
    expect(screen.getByTestId('user-menu-role').textContent).toBe('Owner · Blue Harbor');
  });

  it('a user without a name shows their email; a merchant’s own role shows by its key (cn)', async () => {
    await setLanguage('cn');
    logInAs(userInfo(['account.own'], { user_name: null, email: 'li@example.com', role: 'night_shift' }));
    renderMenu();
    expect((await screen.findByTestId('user-menu-name')).textContent).toBe('li@example.com');
    expect(screen.getByTestId('user-menu-role').textContent).toBe('night_shift · Blue Harbor');
    logInAs(userInfo(['account.own'], { role: 'viewer' }));
    await screen.findByText('只读 · Blue Harbor');
  });
});
