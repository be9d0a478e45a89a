import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSession, saveSession } from '../lib/session';
import { ownerInfo } from '../test/merchantInfo';
import { runGuard } from './guard';

const failNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );

describe('the route guard when the merchant info cannot be loaded (SHELL-30)', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('logs out and sends to /login when the request fails while the page stays', async () => {
    saveSession('t1', 'm1');
    failNetwork();
    expect(await runGuard('/money')).toEqual({ redirect: '/login?redirect=%2Fmoney' });
    expect(hasSession()).toBe(false);
  });

  it('keeps the session when the browser cancelled the request because the page is being reloaded', async () => {
    saveSession('t1', 'm1');
    failNetwork();
    window.dispatchEvent(new Event('beforeunload'));
    expect(await runGuard('/transaction-history?type=remittance')).toEqual({ redirect: null });
    expect(hasSession()).toBe(true);
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
