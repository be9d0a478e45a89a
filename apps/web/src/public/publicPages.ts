import type { PublicPage } from './publicPage';

/**
 * The pages of the public entry by path, each its own chunk: the browser loads the one it opened
 * (its chunks come as a `Link` preload with the HTML), the server's render takes them all.
 */
export const publicPages: Record<string, () => Promise<PublicPage>> = {
  '/payment': () => import('./pages/paymentPage').then((m) => m.paymentPage),
  '/batch/transfer': () => import('./pages/batchTransferPage').then((m) => m.batchTransferPage),
  '/login': () => import('./pages/loginPage').then((m) => m.loginPage),
  '/register': () => import('./pages/registerPage').then((m) => m.registerPage),
};

/** The page of a path (a trailing slash ignored, as the server's router does). */
export function publicPageOf(pathname: string): (() => Promise<PublicPage>) | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(publicPages, path) ? publicPages[path] : undefined;
}
