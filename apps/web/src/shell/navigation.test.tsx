import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../features/system/redirectTarget';
import { swallowNavigation } from './navigation';
import { documentTitle } from './pageTitle';
import { NavProgress } from './progress/NavProgress';

describe('navigation helpers', () => {
  it('SHELL-35: push/replace swallow navigation errors, thrown or rejected', async () => {
    expect(() =>
      swallowNavigation(() => {
        throw new Error('navigation aborted');
      }),
    ).not.toThrow();
    let unhandled = false;
    const onUnhandled = () => {
      unhandled = true;
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    swallowNavigation(() => Promise.reject(new Error('redirected')));
    await new Promise((r) => setTimeout(r, 10));
    window.removeEventListener('unhandledrejection', onUnhandled);
    expect(unhandled).toBe(false);
  });

  it('SHELL-3: the document title is APP_TITLE alone, or APP_TITLE | page title', () => {
    expect(documentTitle(undefined)).toBe('Merchant Console');
    expect(documentTitle('账户总览')).toBe('Merchant Console | 账户总览');
  });

  it('SHELL-36: /redirect/<route>?q replaces to /<route>?q; an empty route goes home', () => {
    expect(redirectTarget('demo/plugins/day', '?a=1')).toBe('/demo/plugins/day?a=1');
    expect(redirectTarget('//evil.example', '')).toBe('/evil.example');
    expect(redirectTarget(undefined, '')).toBe('/index');
  });

  it('SHELL-4: the progress bar runs while a route change is under way and finishes after it', async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <NavProgress />,
          children: [
            { index: true, element: <p>home</p> },
            {
              path: 'slow',
              loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
              element: <p>slow page</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const bar = screen.getByTestId('nav-progress');
    expect(bar.dataset.state).toBe('idle');
    act(() => void router.navigate('/slow'));
    await screen.findByTestId('nav-progress');
    expect(bar.dataset.state).toBe('running');
    await act(async () => release());
    await waitFor(() => expect(bar.dataset.state).toBe('done'));
    await waitFor(() => expect(bar.dataset.state).toBe('idle'));
  });
});
