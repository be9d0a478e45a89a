import type { FastifyInstance } from 'fastify';

/** A route's path as a pattern: `:param` matches one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods each registered route path takes, so that a request with another method learns
 * which ones it may use (405 with `Allow`) instead of hearing that the address does not exist.
 */
export function allowedMethodsOf(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    // the console's files are served by one route of every path (`/*`): a path that is no file is not
    // its address, and is answered as not found whatever the method
    if (route.url === '/*') return;
    const methods = ([] as string[]).concat(route.method);
    routes.push({ pattern: patternOf(route.url), methods });
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    return [...allowed].sort();
  };
}
