import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './http-errors';

/**
 * Serves the built console with history-mode fallback: any GET that is not
 * an API call or a file answers index.html. Hashed assets are cached for a year.
 */
export async function serveConsole(
  app: FastifyInstance,
  distDir: string,
  allowedMethods: (path: string) => string[] = () => [],
) {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return apiNotFound(req, reply, allowedMethods(pathname));
    }
    // every other address is a page of the console: it is read, never written to
    if (req.method !== 'GET' && req.method !== 'HEAD') return apiNotFound(req, reply, ['GET', 'HEAD']);
    if (!built) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The console is not built. Run `npm run build` (npm start does it for you).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
