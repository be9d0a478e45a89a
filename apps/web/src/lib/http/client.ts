import { type ApiRoute, PERMISSION_DENIED_CODE } from '@mc/contract';
import { notify } from '../notify';
import { endSession } from '../sessionEnd';
import { type ApiError, isApiError } from './apiError';
import { type ReadEnvelope, readResponseEnvelope } from './envelope';
import { takeFirstAnswer } from './firstAnswers';
import { requestHeaders } from './headers';
import { endOperatorSession, isOpsPath, tokenFor } from './operatorSession';
import { refusalOf } from './refusal';
import { send } from './send';
import { ERROR_TOAST_SECONDS, transportFailure } from './transportFailure';
import type { CallArgs, RouteData } from './types';
import { buildUrl } from './url';

export { DEFAULT_TIMEOUT_MS, RETRY_PAUSE_MS } from './send';

/**
 * Codes after which the session is over and the client logs out (SHELL-39, PRODUCT API). A missing
 * permission (envelope code 40301, HTTP 403) is not one of them: the user stays logged in.
 */
const SESSION_END = [401, 403];

/** The failure is shown once (a toast) and still goes back to the caller: a missing permission. */
export function isToastedRefusal(code: number): boolean {
  return code === PERMISSION_DENIED_CODE;
}

/**
 * A refusal for a missing permission (envelope code 40301): the client showed it, the session is
 * kept. (Here and not beside ApiError: the login page imports that one, and this reads the contract.)
 */
export function isPermissionDenied(error: unknown): error is ApiError {
  return isApiError(error) && error.code === PERMISSION_DENIED_CODE;
}

interface Hooks {
  onSessionEnd: () => void;
}

const backToLogin = () => endSession();
const hooks: Hooks = { onSessionEnd: backToLogin };

/**
 * Tests and the app may replace what happens when the server ends the session; without a handler it is
 * the default again (log out and reload on /login).
 */
export function setSessionEndHandler(handler: () => void = backToLogin): void {
  hooks.onSessionEnd = handler;
}

export { type OperatorSession, setOperatorSession } from './operatorSession';

const isOpsRoute = (route: Pick<ApiRoute, 'path'>) => isOpsPath(route.path);

/** Fills the `:name` segments of a route path with their (URL-encoded) values. */
function withParams(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (segment, name: string) => {
    const value = params?.[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });
}

/**
 * Calls one route of the contract and returns its typed data (SHELL-38/39).
 * Envelope code 200 → data; 401/403 on a merchant route → toast and logout (on an operator route:
 * the operator's logout, the merchant's session untouched); 40301 (no permission) → toast and
 * ApiError (`handled`), the session kept; any other code → ApiError.
 */
export async function call<R extends ApiRoute>(
  route: R,
  ...[input, options]: CallArgs<R>
): Promise<RouteData<R>> {
  const isQuery = route.method === 'GET';
  // an answer the page came with (the overview's first ones) stands for the first such request
  if (isQuery && input === undefined && options?.params === undefined) {
    const first = takeFirstAnswer(route.path);
    if (first !== undefined) return first as RouteData<R>;
  }
  const url = await buildUrl(withParams(route.path, options?.params), isQuery ? input : undefined);
  const body = isQuery ? undefined : JSON.stringify(input ?? {});
  const token = tokenFor(route.path);
  const init: RequestInit = {
    method: route.method,
    headers: requestHeaders(options?.headers, body !== undefined, token),
    body,
  };
  const response = await send(url, init, options);
  const envelope = await readResponseEnvelope(response);
  if (!envelope)
    throw transportFailure(response.ok ? 500 : response.status, url, response.statusText, options?.quiet);
  if (envelope.code === 200) return envelope.data as RouteData<R>;
  throw envelopeError(response, envelope, route, options?.quiet);
}

/**
 * The error of an answer whose envelope code is not 200. 401/403 on a merchant route: toast and
 * logout (on an operator route: the operator's logout, the merchant's session untouched). A quiet
 * request's refusal is only returned.
 */
export function envelopeError(
  response: Response,
  envelope: ReadEnvelope,
  route: Pick<ApiRoute, 'access' | 'path'>,
  quiet = false,
): ApiError {
  if (quiet) return refusalOf(response, envelope, false);
  const ops = isOpsRoute(route);
  const endsSession = SESSION_END.includes(envelope.code) && route.access !== 'public';
  const toasted = isToastedRefusal(envelope.code);
  const error = refusalOf(response, envelope, endsSession || toasted);
  if (toasted) notify.error(envelope.message, ERROR_TOAST_SECONDS);
  if (endsSession) {
    notify.error(envelope.message, 5);
    if (ops) endOperatorSession();
    else hooks.onSessionEnd();
  }
  return error;
}
