import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { Providers } from '../../test/AppProviders';
import { SendCodeButton } from './SendCodeButton';

const TEXTS = { send: 'register.sendCode', resendIn: 'register.resendIn' };

/**
 * The bodies this button sent to the send-code route. Other calls are left out: where test files
 * share a registry, a page an earlier file left mounted (one that polls) may reach this file's fetch.
 */
function sentCodes(fetchMock: { mock: { calls: unknown[][] } }): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/merchant/send-code'))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body)));
}

describe("the console's send-code button (useSendCode)", () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the code to the email it is given, then waits the seconds the server says', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            code: 200,
            message: 'ok',
            data: { resend_after_seconds: 60, expires_in_seconds: 600 },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Providers>
        <SendCodeButton
          purpose="reset_payment_password"
          getEmail={async () => 'ops@acme.io'}
          texts={TEXTS}
          testId="send"
        />
      </Providers>,
    );
    const button = screen.getByTestId('send');
    expect(button.textContent).toBe('获取验证码');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toMatch(/^60\s*秒后重发$/));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(sentCodes(fetchMock)).toEqual([{ email: 'ops@acme.io', purpose: 'reset_payment_password' }]);
  });

  it('sends nothing while the email is not valid', async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Providers>
        <SendCodeButton purpose="register" getEmail={async () => null} texts={TEXTS} testId="send" />
      </Providers>,
    );
    fireEvent.click(screen.getByTestId('send'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentCodes(fetchMock)).toEqual([]);
  });
});
