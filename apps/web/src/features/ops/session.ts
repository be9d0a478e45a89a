import { setOperatorSession } from '../../lib/http/client';

/**
 * The operator's session lives in this browser tab only (sessionStorage), apart from the merchant's
 * cookies: logging in or out of one never touches the other.
 */
const TOKEN_KEY = 'mc.ops.token';

export function opsToken(): string | undefined {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function hasOpsSession(): boolean {
  return Boolean(opsToken());
}

export function saveOpsSession(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearOpsSession(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

/** Where an operator without a session goes, keeping the page to come back to. */
export function opsLoginUrl(returnTo?: string): string {
  if (!returnTo?.startsWith('/ops/') || returnTo.startsWith('/ops/login')) return '/ops/login';
  return `/ops/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** After login: the `redirect` query when it is a back-office page, else the KYB queue. */
export function afterOpsLogin(redirect: string | null): string {
  if (!redirect?.startsWith('/ops/') || redirect.startsWith('//') || redirect.startsWith('/ops/login')) {
    return '/ops/kyb';
  }
  return redirect;
}

/** The server ended the operator's session (401/403): forget it and reload on the login page. */
export function endOpsSession(): void {
  clearOpsSession();
  const { pathname, search } = window.location;
  window.location.assign(opsLoginUrl(`${pathname}${search}`));
}

/** Back-office calls carry the operator's token and end the operator's session only. */
export function installOpsSession(): void {
  setOperatorSession({ token: opsToken, end: endOpsSession });
}
