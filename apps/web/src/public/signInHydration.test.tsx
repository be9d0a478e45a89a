import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/queryClient';
import { hydrateInTest } from '../test/hydrate';
import { PublicRoot } from './PublicRoot';
import { loginPage } from './pages/loginPage';

const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
const submit = () => document.querySelector<HTMLButtonElement>('[data-testid="login-submit"]');

describe('/login as drawn by the server, before and after its script runs', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('its button waits for the script (no submit the browser’s way); what was typed before is kept and sent', async () => {
    const html = renderToString(
      <PublicRoot client={createQueryClient()}>{loginPage.element('')}</PublicRoot>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // drawn, not yet hydrated: the form shows, its button cannot send it
    expect(submit()?.disabled).toBe(true);
    (input('login-email') as HTMLInputElement).value = 'early@acme.io';
    (input('login-password') as HTMLInputElement).value = 'typed before';
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 401, message: '邮箱或密码错误', data: null }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const recoverable = vi.fn();
    await hydrateInTest(
      container,
      <PublicRoot client={createQueryClient()}>{loginPage.element('')}</PublicRoot>,
      {
        onRecoverableError: recoverable,
      },
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(submit()?.disabled).toBe(false);
    expect(input('login-email')?.value).toBe('early@acme.io');
    await act(async () => {
      submit()?.click();
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'early@acme.io', password: 'typed before' });
  });
});
