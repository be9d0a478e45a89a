import Cookies from 'js-cookie';

/** SHELL-27: cookie lifetime of the session, in days. */
const SESSION_DAYS = 1;
const TOKEN = 'token';
const UUID = 'uuid';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN);
}

export function getUuid(): string | undefined {
  return Cookies.get(UUID);
}

/** SHELL-27: a session exists when the token cookie is present, not empty and not the text `undefined`. */
export function isSessionToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '' && token !== 'undefined';
}

export function hasSession(): boolean {
  return isSessionToken(getToken());
}

/** SHELL-28: login stores the token and uuid cookies for one day. */
export function saveSession(token: string, uuid: string): void {
  const options = { expires: SESSION_DAYS, sameSite: 'lax' as const };
  Cookies.set(TOKEN, token, options);
  Cookies.set(UUID, uuid, options);
}

export function clearSession(): void {
  Cookies.remove(TOKEN);
  Cookies.remove(UUID);
}
