import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, RETRY_PAUSE_MS } from '../lib/http/client';
import { hasSession, saveSession } from '../lib/session';
import { ownerInfo } from '../test/merchantInfo';
import { INFO_RETRIES, runGuard } from './guard';

const failNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

describe('the route guard when the merchant info cannot be loaded (SHELL-30)', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('keeps the session when the browser cancelled the request because the page is being reloaded', async () => {
    saveSession('t1', 'm1');
    failNetwork();
    window.dispatchEvent(new Event('beforeunload'));
    expect(await runGuard('/transaction-history?type=remittance')).toEqual({ redirect: null });
    expect(hasSession()).toBe(true);
  });

  it('keeps the session of a phone too busy to get the first answer in 5 s: the info is asked again', async () => {
    vi.useFakeTimers();
    saveSession('t1', 'm1');
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      )
      .mockImplementation(async () => Response.json({ code: 200, message: 'ok', data: ownerInfo }));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = runGuard('/fiat/withdraw');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + RETRY_PAUSE_MS);
    expect(await outcome).toEqual({ redirect: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hasSession()).toBe(true);
  });

  it('logs out only after the last of its tries went unanswered', async () => {
    saveSession('t1', 'm1');
    vi.useFakeTimers();
    failNetwork();
    const outcome = runGuard('/money');
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS * 3);
    expect(await outcome).toEqual({ redirect: '/login?redirect=%2Fmoney' });
    expect(fetch).toHaveBeenCalledTimes(INFO_RETRIES + 1);
    expect(hasSession()).toBe(false);
  });

  it('loads the info when the server answers', async () => {
    saveSession('t1', 'm1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: ownerInfo }))),
    );
    expect(await runGuard('/money')).toEqual({ redirect: null });
    expect(hasSession()).toBe(true);
  });
});
