import { transportFailure } from './transportFailure';
import type { CallOptions } from './types';

/** SHELL-38: every call times out after 5000 ms unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 5000;

/** Pause before a read that got no answer is sent again (`CallOptions.retries`), in ms. */
export const RETRY_PAUSE_MS = 500;

/**
 * One request with the call's timeout and abort signal. A request that never gets an answer (the
 * network, the timeout: 408) is a transport failure, shown and thrown; an abort by the caller is thrown
 * as is. A read that names `retries` is sent again after such a failure, each time with the whole
 * timeout, and only its last failure is shown.
 */
export async function send(
  url: string,
  init: RequestInit,
  options: CallOptions | undefined,
): Promise<Response> {
  const retries = init.method === 'GET' ? (options?.retries ?? 0) : 0;
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(url, init, options);
    if (outcome instanceof Response) return outcome;
    if (attempt === retries) throw transportFailure(outcome.status, url, outcome.cause, options?.quiet);
    await pause(RETRY_PAUSE_MS * (attempt + 1), options?.signal);
  }
}

interface NoAnswer {
  status: 0 | 408;
  cause: unknown;
}

/** One try: the response, or why none came (a caller's abort is thrown). */
async function attemptOnce(url: string, init: RequestInit, options: CallOptions | undefined) {
  const controller = new AbortController();
  const timeout = options?.timeout ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  const abort = () => controller.abort(options?.signal?.reason);
  options?.signal?.addEventListener('abort', abort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (options?.signal?.aborted) throw cause;
    return { status: controller.signal.aborted ? 408 : 0, cause } satisfies NoAnswer;
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener('abort', abort);
  }
}

/** Waits `ms`, or throws the caller's abort reason as soon as the caller aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Seconds from a response's Retry-After header (a 429's), when it names a positive number. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}
