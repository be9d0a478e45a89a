import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What a browser has and a server does not. */
const BROWSER_ONLY = ['window', 'document', 'localStorage', 'sessionStorage'] as const;

/**
 * Loads a page's modules afresh with the browser's globals gone, as a server would, and renders it to
 * HTML there: a module that reads `window`, `document` or storage when it loads or renders throws.
 */
async function serverHtml<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
  path: string,
): Promise<string> {
  vi.resetModules();
  for (const name of BROWSER_ONLY) vi.stubGlobal(name, undefined);
  const { default: Page } = await load();
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Class names and inline styles the UI kit writes when it renders. */
const KIT_MARKS = /class="[^"]*\bant-|<style/;

describe('the sign-in pages render on a server (react-dom/server, no browser globals)', () => {
  it('the stubs take the browser away (a module that needs it throws)', async () => {
    await expect(
      serverHtml(async () => ({ default: () => <p>{document.title}</p> }), {}, '/login'),
    ).rejects.toThrow();
  });

  it('/login: the email, the password and the submit button, in Chinese', async () => {
    const html = await serverHtml(() => import('./LoginPage'), {}, '/login');
    expect(html).toContain('登录商户后台');
    for (const id of ['login-email', 'login-password', 'login-submit', 'lang-switch'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).not.toMatch(KIT_MARKS);
  });

  it('/login, second step: six boxes for the authenticator code', async () => {
    const props = { email: 'ops@acme.io', submitting: false, error: undefined, onSubmit() {}, onBack() {} };
    const html = await serverHtml(() => import('./TotpStep'), props, '/login');
    expect(html).toContain('data-testid="totp-input"');
    expect(html.match(/class="mc-input mc-code-box"/g)).toHaveLength(6);
    expect(html).not.toMatch(KIT_MARKS);
  });

  it('/register: every field, the code button and the submit button, in Chinese', async () => {
    const html = await serverHtml(() => import('./RegisterPage'), {}, '/register');
    expect(html).toContain('注册商户账户');
    for (const id of [
      'register-type',
      'register-merchant-name',
      'register-email',
      'register-code',
      'send-code',
    ])
      expect(html).toContain(`data-testid="${id}"`);
    for (const id of ['register-password', 'register-password-confirmation', 'register-submit'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).not.toMatch(KIT_MARKS);
  });
});
