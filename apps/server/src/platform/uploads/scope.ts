import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** What busboy may read of one request of an upload route. */
export interface MultipartLimits {
  files: number;
  parts: number;
  fields: number;
  fieldSize: number;
  fieldNameSize: number;
  headerPairs: number;
  fileSize: number;
}

/**
 * Registers upload routes in a scope of their own: multipart is understood there only (elsewhere such
 * a body stays an unsupported type), names are kept as sent (`preservePath`, so that a name with a
 * path is refused instead of silently cut), and a refused upload, answered before its body was read
 * to the end, closes the connection instead of reading the rest.
 */
export function uploadScope(
  app: FastifyInstance,
  limits: MultipartLimits,
  routes: (scope: FastifyInstance) => void,
) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits, throwFileSizeLimit: true, preservePath: true });
    scope.addHook('onSend', async (req, reply) => {
      if (!req.raw.complete) reply.header('connection', 'close');
    });
    routes(scope);
  });
}
