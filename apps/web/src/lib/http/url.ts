/** SHELL-38: base `/api`, configurable per build (VITE_API_BASE). */
export const API_BASE = (import.meta.env.VITE_API_BASE || '/api').replace(/\/+$/, '');

/**
 * SHELL-38: query parameters in dotted form (`a.b=1`, qs `allowDots`), arrays repeated.
 * qs loads on the first call that has a query, so it stays out of the first load of /login.
 */
export async function serializeQuery(query: unknown): Promise<string> {
  if (query === undefined || query === null) return '';
  const { default: qs } = await import('qs');
  return qs.stringify(query, { allowDots: true, arrayFormat: 'repeat', skipNulls: true });
}

export async function buildUrl(path: string, query?: unknown, base = API_BASE): Promise<string> {
  const search = await serializeQuery(query);
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  return search ? `${url}?${search}` : url;
}
