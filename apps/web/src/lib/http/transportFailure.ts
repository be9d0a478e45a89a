import { i18n } from '../i18n';
import { notify } from '../notify';
import { ApiError } from './apiError';
import { reportTransportFailure } from './transportFailureListeners';

/** SHELL-33: statuses with their own message; others get a generic text. */
const KNOWN = [400, 401, 404, 408, 500, 501, 502, 503, 504, 505] as const;
export const ERROR_TOAST_SECONDS = 5;

/** SHELL-33: the text shown for a failure that carried no envelope (status 0 = network). */
export function transportMessage(status: number, url: string): string {
  if (status === 0) return i18n.t('http.network');
  if ((KNOWN as readonly number[]).includes(status)) return i18n.t(`http.${status}`, { url });
  return i18n.t('http.unknown', { status });
}

/**
 * SHELL-33: toast for 5 s, tell the listeners (the log), return the error to throw; a quiet request's
 * failure (CallOptions.quiet) is only returned.
 */
export function transportFailure(status: number, url: string, cause: unknown, quiet = false): ApiError {
  const message = transportMessage(status, url);
  if (quiet) return new ApiError({ status, code: status, message });
  notify.error(message, ERROR_TOAST_SECONDS);
  reportTransportFailure({ status, url, message, cause: describe(cause) });
  return new ApiError({ status, code: status, message, handled: true });
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  return cause === undefined ? '' : String(cause);
}
