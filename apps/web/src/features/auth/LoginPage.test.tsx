import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { Providers } from '../../test/AppProviders';
import LoginPage from './LoginPage';

const envelope = (status: number, body: object) => new Response(JSON.stringify(body), { status });
const LOGGED_IN = {
  code: 200,
  message: 'ok',
  data: { token: 't0k3n', merchant_id: 'm-1', merchant_name: 'Acme', expires_at: '2030-01-01T00:00:00Z' },
};

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p data-testid="arrived" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('/login', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('an empty submit says what is missing under each field and focuses the first', async () => {
    renderLogin();
    fireEvent.submit(screen.getByRole('form', { name: '登录商户后台' }));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
    const email = screen.getByTestId('login-email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the authenticator code when the server does, sends it once the six digits are in (pasted here), then goes to the page asked for', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { totp_code?: string };
      if (!body.totp_code)
        return envelope(428, { code: 428, message: '需要验证码', data: null, reason: 'totp_required' });
      return envelope(200, LOGGED_IN);
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin('/login?redirect=%2Fpay%2Findex');
    type('login-email', 'ops@acme.io');
    type('login-password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    const boxes = (await screen.findByTestId('totp-input')).querySelectorAll('input');
    expect(boxes).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    // a pasted code fills the boxes and is sent as it is complete
    fireEvent.paste(boxes[0] as HTMLInputElement, { clipboardData: { getData: () => '123 456' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/index'));
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1].body)) as Record<string, string>;
    expect(sent).toEqual({ email: 'ops@acme.io', password: 'correct horse', totp_code: '123456' });
  });

  it("shows the server's refusal in the banner", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(401, { code: 401, message: '邮箱或密码错误', data: null })),
    );
    renderLogin();
    type('login-email', 'ops@acme.io');
    type('login-password', 'wrong horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-alert')).textContent).toContain('邮箱或密码错误');
  });
});
