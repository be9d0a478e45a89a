import type { TestApp } from './harness';
import { type Actor, as, nextTotp } from './settings';

/** A key made through the settings API by a logged-in merchant (with a fresh code when one is bound). */
export async function createKey(
  t: TestApp,
  m: Actor,
  body: { scopes: string[]; name?: string; ip_allow?: string[] },
): Promise<{ id: string; key_id: string; secret: string; token: string }> {
  const res = await as(t, m)('POST', '/settings/api-keys', {
    name: 'test key',
    ...body,
    ...(m.secret ? { totp_code: nextTotp(t, m) } : {}),
  });
  if (res.status !== 200) throw new Error(`create key failed: ${res.res.body}`);
  return res.body.data;
}

/** A call with an API key instead of a session, in English. */
export function withKey(t: TestApp, token: string, remoteAddress?: string) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.call({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
