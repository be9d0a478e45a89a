import { loginUrl } from '../sessionEnd';

/** SHELL-30: the redirect for a navigation, or null when it may proceed. */
export function guardRedirect(needsAuth: boolean, session: boolean, fullPath: string): string | null {
  if (!needsAuth || session) return null;
  return loginUrl(fullPath);
}

/** Where to go after login: the `redirect` query when it is a path of this app, else `/` (SHELL-28). */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) {
    return '/';
  }
  return redirect;
}
