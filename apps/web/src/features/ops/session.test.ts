import { coreApi, opsApi } from '@mc/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/apiError';
import { call, setOperatorSession, setSessionEndHandler } from '../../lib/http/client';
import { setLanguage } from '../../lib/i18n';
import { setNotifier } from '../../lib/notify';
import { afterOpsLogin, clearOpsSession, opsLoginUrl, opsToken, saveOpsSession } from './session';

const merchantEnd = vi.fn();
const operatorEnd = vi.fn();

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const authorization = (fetchMock: ReturnType<typeof reply>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');

beforeEach(async () => {
  merchantEnd.mockReset();
  operatorEnd.mockReset();
  setSessionEndHandler(merchantEnd);
  setOperatorSession({ token: opsToken, end: operatorEnd });
  setNotifier({ show: () => undefined });
  await setLanguage('en');
  Cookies.set('token', 'merchant-token');
  saveOpsSession('operator-token');
});
afterEach(() => {
  clearOpsSession();
  setOperatorSession(null);
});

describe('the back office session in the HTTP client', () => {
  it('back-office calls carry the operator token, merchant calls the merchant token', async () => {
    const ops = reply(200, { code: 200, message: 'OK', data: {} });
    await call(opsApi.opsMe).catch(() => undefined);
    expect(authorization(ops)).toBe('Bearer operator-token');
    const merchant = reply(200, { code: 200, message: 'OK', data: {} });
    await call(coreApi.info).catch(() => undefined);
    expect(authorization(merchant)).toBe('Bearer merchant-token');
  });

  it('the operator login sends no merchant token', async () => {
    clearOpsSession();
    const login = reply(401, { code: 401, message: 'Wrong email or password', data: null });
    const error = await call(opsApi.opsLogin, {
      email: 'ops@example.com',
      password: 'x',
      totp_code: '123456',
    }).catch((e: unknown) => e);
    expect(authorization(login)).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect(operatorEnd).not.toHaveBeenCalled();
    expect(merchantEnd).not.toHaveBeenCalled();
  });

  it.each([401, 403])('%i on a back-office route ends the operator session only', async (code) => {
    reply(code, { code, message: 'Your session has ended', data: null });
    const error = await call(opsApi.opsMerchants, { limit: 20 }).catch((e: unknown) => e);
    expect((error as ApiError).handled).toBe(true);
    expect(operatorEnd).toHaveBeenCalledTimes(1);
    expect(merchantEnd).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('merchant-token');
  });

  it('403 on a merchant route ends the merchant session, never the operator one', async () => {
    reply(403, { code: 403, message: 'This account has been disabled', data: null });
    await call(coreApi.info).catch(() => undefined);
    expect(merchantEnd).toHaveBeenCalledTimes(1);
    expect(operatorEnd).not.toHaveBeenCalled();
    expect(opsToken()).toBe('operator-token');
  });
});

describe('back-office login redirects', () => {
  it('come back only to back-office pages', () => {
    expect(opsLoginUrl('/ops/merchants?q=a')).toBe('/ops/login?redirect=%2Fops%2Fmerchants%3Fq%3Da');
    expect(opsLoginUrl('/ops/login')).toBe('/ops/login');
    expect(opsLoginUrl('/index')).toBe('/ops/login');
    expect(afterOpsLogin('/ops/exceptions?order=1')).toBe('/ops/exceptions?order=1');
    for (const bad of [null, '/index', '//evil.example/ops/', 'https://evil.example', '/ops/login']) {
      expect(afterOpsLogin(bad)).toBe('/ops/kyb');
    }
  });
});
