/** SHELL-36: /refresh goes back to the page that was shown before it. */
let previous = '/index';
let current = '/index';

const HELPERS = ['/refresh', '/redirect'];

export function rememberLocation(fullPath: string): void {
  if (HELPERS.some((helper) => fullPath.startsWith(helper))) return;
  previous = current;
  current = fullPath;
}

/** The page to remount from /refresh. */
export function pageToRefresh(): string {
  return current;
}

export function previousLocation(): string {
  return previous;
}
