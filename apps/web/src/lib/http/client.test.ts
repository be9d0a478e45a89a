import { coreApi as api, PERMISSION_DENIED_CODE } from '@mc/contract';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { setNotifier } from '../notify';
import { ApiError } from './apiError';
import { call, DEFAULT_TIMEOUT_MS, isPermissionDenied, setSessionEndHandler } from './client';
import { onTransportFailure, type TransportFailure } from './transportFailureListeners';
import { buildUrl, serializeQuery } from './url';

const toasts: { kind: string; text: string; seconds?: number }[] = [];
const sessionEnd = vi.fn();
const failures: TransportFailure[] = [];
onTransportFailure((failure) => failures.push(failure));

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status, headers })
      : Response.json(body, { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const info = {
  merchant_id: 'm_1',
  merchant_name: 'Acme',
  merchant_type: 'enterprise',
  email: 'a@acme.io',
  status: 'normal',
  totp_enabled: false,
  kyb_status: 'not_submitted',
  created_at: '2025-01-01T00:00:00Z',
};

beforeEach(async () => {
  toasts.length = 0;
  sessionEnd.mockReset();
  setSessionEndHandler(sessionEnd);
  setNotifier({ show: (kind, text, seconds) => toasts.push({ kind, text, seconds }) });
  failures.length = 0;
  await setLanguage('en');
});

describe('HTTP client', () => {
  it('SHELL-38: POST by default, JSON body, bearer token from the cookie, Accept-Language of the UI', async () => {
    Cookies.set('token', 'tok-1');
    const fetchMock = reply(200, {
      code: 200,
      message: 'OK',
      data: { resend_after_seconds: 60, expires_in_seconds: 600 },
    });
    const data = await call(api.sendCode, { email: 'a@acme.io', purpose: 'register' });
    expect(data.resend_after_seconds).toBe(60);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/merchant/send-code');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@acme.io', purpose: 'register' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('SHELL-39: code 200 returns data', async () => {
    reply(200, { code: 200, message: 'OK', data: info });
    await expect(call(api.info)).resolves.toEqual(info);
  });

  it('SHELL-39: `msg` is read as a synonym of `message`', async () => {
    reply(409, { code: 409, msg: 'Conflict here', data: null });
    const error = await failure(call(api.info));
    expect(error.message).toBe('Conflict here');
    expect(error.code).toBe(409);
  });

  it('SHELL-39: other codes go back to the caller as ApiError with errors and reason, no toast', async () => {
    reply(422, {
      code: 422,
      message: 'Check',
      data: null,
      errors: [{ field: 'email', message: 'Bad email' }],
    });
    const invalid = await failure(call(api.login, { email: 'x', password: 'y' }));
    expect(invalid.status).toBe(422);
    expect(invalid.errors).toEqual([{ field: 'email', message: 'Bad email' }]);
    reply(428, { code: 428, message: 'Code', data: null, reason: 'totp_required' });
    expect((await failure(call(api.login, { email: 'a@acme.io', password: 'p' }))).reason).toBe(
      'totp_required',
    );
    reply(429, { code: 429, message: 'Slow down', data: null }, { 'Retry-After': '42' });
    expect((await failure(call(api.sendCode, { email: 'a@acme.io', purpose: 'register' }))).retryAfter).toBe(
      42,
    );
    expect(toasts).toEqual([]);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it.each([401, 403])('SHELL-39: %i on a merchant route shows the message and logs out', async (code) => {
    reply(code, { code, message: 'Your session has ended', data: null });
    const error = await failure(call(api.info));
    expect(error.handled).toBe(true);
    expect(toasts).toEqual([{ kind: 'error', text: 'Your session has ended', seconds: 5 }]);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
  });

  it('SHELL-39: 40301 (no permission, HTTP 403) keeps the session: one toast, the ApiError to the caller', async () => {
    reply(403, {
      code: 40301,
      reason: 'permission_denied',
      message: 'No permission: this needs the “Make payouts” permission',
      data: null,
    });
    const error = await failure(call(api.info));
    expect(error.status).toBe(403);
    expect(error.code).toBe(PERMISSION_DENIED_CODE);
    expect(error.reason).toBe('permission_denied');
    expect(error.handled).toBe(true);
    expect(isPermissionDenied(error)).toBe(true);
    expect(toasts).toEqual([
      { kind: 'error', text: 'No permission: this needs the “Make payouts” permission', seconds: 5 },
    ]);
    expect(sessionEnd).not.toHaveBeenCalled();
    // envelope code 403 (a revoked session, a disabled merchant) still logs out
    reply(403, { code: 403, message: 'Your session has ended', data: null });
    expect(isPermissionDenied(await failure(call(api.info)))).toBe(false);
    expect(sessionEnd).toHaveBeenCalledTimes(1);
  });

  it("a quiet call (a page's data asked before the guard knows the role) shows, logs and ends nothing", async () => {
    reply(403, { code: 40301, reason: 'permission_denied', message: 'No permission', data: null });
    const denied = await failure(call(api.overview, undefined, { quiet: true }));
    expect([denied.code, denied.handled]).toEqual([PERMISSION_DENIED_CODE, false]);
    reply(401, { code: 401, message: 'Please log in', data: null });
    expect((await failure(call(api.overview, undefined, { quiet: true }))).status).toBe(401);
    reply(502, '<html>Bad gateway</html>');
    expect((await failure(call(api.overview, undefined, { quiet: true }))).message).toBe('Gateway error');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(call(api.overview, undefined, { quiet: true }))).status).toBe(0);
    expect(toasts).toEqual([]);
    expect(failures).toEqual([]);
    expect(sessionEnd).not.toHaveBeenCalled();
    // the same 401 asked aloud ends the session
    reply(401, { code: 401, message: 'Please log in', data: null });
    await failure(call(api.overview));
    expect(sessionEnd).toHaveBeenCalledTimes(1);
  });

  it('wrong credentials (401 on the public login route) go to the caller without logging out', async () => {
    reply(401, { code: 401, message: '邮箱或密码错误', data: null });
    const error = await failure(call(api.login, { email: 'a@acme.io', password: 'nope' }));
    expect(error.message).toBe('邮箱或密码错误');
    expect(error.handled).toBe(false);
    expect(sessionEnd).not.toHaveBeenCalled();
  });

  it('SHELL-38: a call times out after 5000 ms: toast "Request timeout" for 5 s, logged', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const pending = failure(call(api.info));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(408);
    expect(toasts).toEqual([{ kind: 'error', text: 'Request timeout', seconds: 5 }]);
    expect(failures.map((f) => [f.status, f.message])).toEqual([[408, 'Request timeout']]);
  });

  it('SHELL-33: a failure without an envelope shows the status message (404 with the URL)', async () => {
    reply(502, '<html>Bad gateway</html>');
    expect((await failure(call(api.info))).message).toBe('Gateway error');
    reply(404, 'not here');
    expect((await failure(call(api.info))).message).toBe('Request address error: /api/merchant/info');
    await setLanguage('cn');
    reply(504, '');
    expect((await failure(call(api.info))).message).toBe('网关超时');
    expect(toasts.map((t) => t.seconds)).toEqual([5, 5, 5]);
    expect(failures).toHaveLength(3);
  });

  it('SHELL-38: query parameters are serialised in dotted form (qs allowDots)', async () => {
    expect(await serializeQuery({ filter: { status: 'paid', asset: 'USDC' }, limit: 20 })).toBe(
      'filter.status=paid&filter.asset=USDC&limit=20',
    );
    expect(await buildUrl('/history', { range: { from: '2025-01-01' } })).toBe(
      '/api/history?range.from=2025-01-01',
    );
    const fetchMock = reply(200, { code: 200, message: 'OK', data: { items: [] } });
    await call(api.devMailbox, { email: 'a+b@acme.io' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/dev/mailbox?email=a%2Bb%40acme.io');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });
});
