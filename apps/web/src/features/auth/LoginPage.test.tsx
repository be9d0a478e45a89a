import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, startIn } from '../../lib/i18n';
import { readSavedLang } from '../../lib/lang';
import { setNotifier } from '../../lib/notify';
import { documentNavigation, takeHandOff } from '../../lib/pageHandOff';
import { Providers } from '../../test/AppProviders';
import LoginPage from './LoginPage';

const envelope = (status: number, body: object) => new Response(JSON.stringify(body), { status });
const LOGGED_IN = {
  code: 200,
  message: 'ok',
  data: { token: 't0k3n', merchant_id: 'm-1', merchant_name: 'Acme', expires_at: '2030-01-01T00:00:00Z' },
};

/** /login as the public entry draws it: no router; the console is another document. */
function renderLogin(path = '/login') {
  window.history.replaceState(null, '', path);
  const open = vi.spyOn(documentNavigation, 'open').mockImplementation(() => undefined);
  render(
    <Providers>
      <LoginPage />
    </Providers>,
  );
  return open;
}

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('/login', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
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
    const open = renderLogin('/login?redirect=%2Fpay%2Findex');
    type('login-email', 'ops@acme.io');
    type('login-password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    const boxes = (await screen.findByTestId('totp-input')).querySelectorAll('input');
    expect(boxes).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    // a pasted code fills the boxes and is sent as it is complete
    fireEvent.paste(boxes[0] as HTMLInputElement, { clipboardData: { getData: () => '123 456' } });
    // the console opens as a document of its own on the page asked for, handed the welcome
    await waitFor(() => expect(open).toHaveBeenCalledWith('/pay/index', true));
    expect(takeHandOff('/pay/index')).toEqual({ email: undefined, notice: '欢迎回来，Acme' });
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1].body)) as Record<string, string>;
    expect(sent).toEqual({ email: 'ops@acme.io', password: 'correct horse', totp_code: '123456' });
  });

  it('keeps the language the merchant signed in with, so that the console opens in it', async () => {
    // drawn in the browser's language, none saved: the console's own default would be cn
    Cookies.remove('lang');
    localStorage.removeItem('lang');
    await startIn('en');
    expect(readSavedLang()).toBe('cn');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(200, LOGGED_IN)),
    );
    const open = renderLogin();
    type('login-email', 'ops@acme.io');
    type('login-password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(readSavedLang()).toBe('en');
    // its welcome, written in the same language
    const opened = String(open.mock.calls[0]?.[0]);
    expect(takeHandOff(opened)).toEqual({ email: undefined, notice: 'Welcome back, Acme' });
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

  it('fills in the email handed over by the sign-up and shows its notice', async () => {
    const shown = vi.fn();
    setNotifier({ show: shown });
    sessionStorage.setItem(
      'mc.handOff',
      JSON.stringify({ path: '/login', email: 'new@acme.io', notice: '注册成功' }),
    );
    renderLogin();
    await waitFor(() =>
      expect((screen.getByTestId('login-email') as HTMLInputElement).value).toBe('new@acme.io'),
    );
    expect(shown).toHaveBeenCalledWith('success', '注册成功', undefined);
    // read once: gone from the tab's storage
    expect(sessionStorage.getItem('mc.handOff')).toBeNull();
    setNotifier(null);
  });
});
