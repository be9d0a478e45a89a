import { clearSession } from './session';
import { writePreference } from './storage';

/** SHELL-30: where an unauthenticated visit to `fullPath` is sent. */
export function loginUrl(fullPath?: string): string {
  if (!fullPath || fullPath.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Forgets the session on this device: user info, then the token and uuid cookies. */
export function forgetSession(): void {
  writePreference('user.info', undefined);
  clearSession();
}

function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Logs out locally and reloads on /login (keeping the page to come back to); the reload drops caches. */
export function endSession(returnTo: string | null = currentFullPath()): void {
  forgetSession();
  window.location.assign(loginUrl(returnTo ?? undefined));
}
