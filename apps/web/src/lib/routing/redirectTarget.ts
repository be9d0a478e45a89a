/** Where a redirect record sends a request: its target with the request's query string and hash kept. */
export function redirectTarget(target: string, requestUrl: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  return `${target}${url.search}${url.hash}`;
}
