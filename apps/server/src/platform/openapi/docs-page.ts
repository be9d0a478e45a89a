import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/**
 * The API's page at `/api/docs` (`@fastify/swagger-ui`). The package's code is bundled into the
 * server (`scripts/bundle.mjs`: loaded from node_modules, it and the YAML writer it brings were some
 * 50 ms of compiling at every start); its assets stay in its own folder, which is named here because
 * the bundle's folder is not the package's: the page's files and its logo, read once.
 */
export function docsPageOptions(): FastifySwaggerUiOptions {
  const assets = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
    'static',
  );
  return {
    routePrefix: '/api/docs',
    staticCSP: true,
    baseDir: assets,
    logo: { type: 'image/svg+xml', content: fs.readFileSync(path.join(assets, 'logo.svg')) },
  };
}
