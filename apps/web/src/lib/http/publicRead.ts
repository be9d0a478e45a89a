import { readResponseEnvelope } from './envelope';
import { requestHeaders } from './headers';
import { refusalOf } from './refusal';
import { send } from './send';
import { transportFailure } from './transportFailure';
import { buildUrl } from './url';

/**
 * Reads a public route (a payer's page: no session, no token) at its path below the API base: the
 * envelope's data, else an ApiError, as `call` would answer. It takes neither the contract's route
 * tables and schemas nor the session's handling, which a page without a login does not need.
 */
export async function readPublic<T>(path: string): Promise<T> {
  const url = await buildUrl(path);
  const response = await send(
    url,
    { method: 'GET', headers: requestHeaders(undefined, false, undefined) },
    undefined,
  );
  const envelope = await readResponseEnvelope(response);
  if (!envelope) throw transportFailure(response.ok ? 500 : response.status, url, response.statusText);
  if (envelope.code === 200) return envelope.data as T;
  throw refusalOf(response, envelope);
}

/** A public route's path with its `:id` filled (URL-encoded). */
export const publicPath = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));
