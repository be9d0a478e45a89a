import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../notify';
import { ApiError } from './apiError';
import { publicPath, readPublic } from './publicRead';

afterEach(() => vi.unstubAllGlobals());

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('public reads', () => {
  it('GET below the API base with the id encoded, no token; the data of the envelope', async () => {
    const fetchMock = reply(200, { code: 200, message: 'OK', data: { order_id: 'a/b' } });
    await expect(readPublic(publicPath('/public/orders/:id', 'a/b'))).resolves.toEqual({ order_id: 'a/b' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/orders/a%2Fb');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('an envelope with another code is an ApiError of its status, not shown', async () => {
    const toasts: string[] = [];
    setNotifier({ show: (_kind, text) => toasts.push(text) });
    reply(404, { code: 404, message: 'Not found', data: null });
    const error = await readPublic('/public/orders/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 404, message: 'Not found', handled: false });
    expect(toasts).toEqual([]);
  });
});
