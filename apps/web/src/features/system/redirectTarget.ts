/** SHELL-36: `/redirect/<route>?q` replaces to `/<route>?q` (never to another site). */
export function redirectTarget(splat: string | undefined, search: string): string {
  const path = `/${(splat ?? '').replace(/^\/+/, '')}`;
  return `${path === '/' ? '/index' : path}${search}`;
}
