import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { consolePages } from './console-page';
import { type FirstData, firstDataElement } from './first-data';
import { apiNotFound } from './http-errors';
import type { PagePreload } from './page-preloads';

/** Hashed file names (`assets/name-<hash>.js`) never change content: a browser keeps them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is asked for again, answered 304 while it is unchanged. */
const REVALIDATE = 'no-cache';

/**
 * Whether an `Accept-Encoding` takes brotli (a weight above zero, or `*`): the negotiator
 * `@fastify/compress` uses, on the header in lower case (codings are case-insensitive).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  return negotiate((header ?? '').toLowerCase(), ['br']) === 'br';
}

const brotli = promisify(brotliCompress);

/**
 * A page sent with its session's first answers (`first-data.ts`): the merchant's own, so never kept by
 * a cache; compressed as it is sent (brotli at a middle quality: some 3 ms for the page with its styles,
 * a few KB above the build's copy), or by the compression plugin for a browser without brotli.
 */
async function sendWithFirstData(
  reply: FastifyReply,
  html: string,
  data: Record<string, unknown>,
  acceptEncoding: string | undefined,
) {
  const element = firstDataElement(data);
  const page = html.includes('</body>') ? html.replace('</body>', () => `${element}</body>`) : html + element;
  reply.header('cache-control', 'no-store').header('vary', 'accept-encoding, cookie');
  reply.type('text/html; charset=utf-8');
  if (!acceptsBrotli(acceptEncoding)) return reply.send(page);
  const body = await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  return reply.header('content-encoding', 'br').send(body);
}

/**
 * Serves the built console with history-mode fallback: any GET that is not
 * an API call, a file or a page of the public entry (`public-pages.ts`) answers index.html, with its
 * page's preloads (`page-preloads.ts`) written into its head when it has some (`console-page.ts`). Files
 * are sent as the brotli or gzip copy the build wrote beside them when the browser accepts it
 * (`Vary: Accept-Encoding`); a page with preloads as its own brotli copy, made once (`console-page.ts`),
 * or compressed as it is sent for a browser without brotli. A page with first answers (`firstData`: the
 * overview) requested with a session is sent with them in it, made for that request.
 */
export async function serveConsole(
  app: FastifyInstance,
  distDir: string,
  preloads: ReadonlyMap<string, PagePreload>,
  allowedMethods: (path: string) => string[] = () => [],
  firstData?: FirstData,
) {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index);
  const pageOf = consolePages(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // one route for every file (a route per file took 0.4 s at start: some 800 files, and each GET and HEAD)
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
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
    reply.header('cache-control', REVALIDATE);
    const preload = preloads.get(pathname);
    // a page with preloads (the overview): named in its head, answered 304 while it is unchanged
    const page = preload ? await pageOf(pathname, preload.headTags) : null;
    if (!page) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const data = firstData ? await firstData(pathname, req.headers.cookie) : null;
    if (data) return sendWithFirstData(reply, page.html, data, req.headers['accept-encoding']);
    reply.header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    if (acceptsBrotli(req.headers['accept-encoding'])) {
      return reply.header('content-encoding', 'br').send(page.brotli);
    }
    return reply.send(page.html);
  });
}
