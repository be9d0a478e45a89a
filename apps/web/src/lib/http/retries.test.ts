import { coreApi as api } from '@mc/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { setNotifier } from '../notify';
import { ApiError } from './apiError';
import { call, DEFAULT_TIMEOUT_MS, RETRY_PAUSE_MS, setSessionEndHandler } from './client';
import { onTransportFailure, type TransportFailure } from './transportFailureListeners';

const toasts: string[] = [];
const failures: TransportFailure[] = [];
onTransportFailure((failure) => failures.push(failure));

/** A request the server never answers: it ends only when its signal aborts (the timeout). */
const held = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
const answered = async () => Response.json({ code: 200, message: 'OK', data: { ok: true } });

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

beforeEach(async () => {
  toasts.length = 0;
  failures.length = 0;
  setSessionEndHandler(vi.fn());
  setNotifier({ show: (_kind, text) => toasts.push(text) });
  await setLanguage('en');
});

describe('a read sent again when no answer came (CallOptions.retries)', () => {
  it('answers with the data when a later try gets through: nothing shown, nothing logged', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(held)
      .mockImplementationOnce(offline)
      .mockImplementation(answered);
    vi.stubGlobal('fetch', fetchMock);
    const pending = outcome(call(api.info, undefined, { retries: 2 }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_PAUSE_MS);
    expect(await pending).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('shows and logs only the last failure, once, when every try goes unanswered', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(held);
    vi.stubGlobal('fetch', fetchMock);
    const pending = outcome(call(api.info, undefined, { retries: 2 }));
    await vi.advanceTimersByTimeAsync(3 * DEFAULT_TIMEOUT_MS + 3 * RETRY_PAUSE_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(408);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual(['Request timeout']);
    expect(failures.map((f) => f.status)).toEqual([408]);
  });

  it('does not send again an answer that came (a refusal is the answer)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 404, message: 'Not found', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await outcome(call(api.info, undefined, { retries: 2 }));
    expect((error as ApiError).code).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never sends a write twice, whatever the caller asks', async () => {
    const fetchMock = vi.fn(offline);
    vi.stubGlobal('fetch', fetchMock);
    const error = await outcome(call(api.logout, undefined, { retries: 2 }));
    expect((error as ApiError).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(1);
  });

  it("stops waiting at the caller's abort, between two tries, and shows nothing", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(offline);
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const pending = outcome(call(api.info, undefined, { retries: 2, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS / 2);
    controller.abort(new DOMException('left', 'AbortError'));
    const error = await pending;
    expect((error as DOMException).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });
});
