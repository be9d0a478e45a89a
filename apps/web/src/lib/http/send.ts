import { transportFailure } from './transportFailure';
import type { CallOptions } from './types';

/** SHELL-38: every call times out after 5000 ms unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * One request with the call's timeout and abort signal. A request that never gets an answer (the
 * network, the timeout: 408) is a transport failure, shown and thrown; an abort by the caller is thrown as is.
 */
export async function send(
  url: string,
  init: RequestInit,
  options: CallOptions | undefined,
): Promise<Response> {
  const controller = new AbortController();
  const timeout = options?.timeout ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  const abort = () => controller.abort(options?.signal?.reason);
  options?.signal?.addEventListener('abort', abort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    if (options?.signal?.aborted) throw cause;
    throw transportFailure(controller.signal.aborted ? 408 : 0, url, cause, options?.quiet);
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener('abort', abort);
  }
}

/** Seconds from a response's Retry-After header (a 429's), when it names a positive number. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}
