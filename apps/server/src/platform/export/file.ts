import type { Readable } from 'node:stream';
import type { ApiRoute } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileResponse } from '../openapi/file-responses';
import { type Authenticate, routeOptions } from '../routing';

/** An exported file: its name, type, how many data rows it holds, and its bytes as a stream. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  /** Data rows the file holds. */
  rows: number;
  body: Readable;
}

export const exportContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Mounts a route of the contract that answers a file (an export), not an envelope: validated and
 * authenticated as any route (errors still answer an envelope), the file streamed with its name
 * and `X-Export-Rows` (the row count, for a progress bar).
 */
export function mountFileRoute(
  app: FastifyInstance,
  route: ApiRoute,
  guard: Authenticate,
  answer: (req: FastifyRequest) => Promise<ExportFile>,
  /** The media types the file may have (default: the list exports' CSV and XLSX). */
  produces: readonly string[] = Object.values(exportContentTypes),
) {
  const options = routeOptions(route, guard);
  app.route({
    ...options,
    schema: {
      ...options.schema,
      // the file itself: no envelope to serialize (errors still answer one)
      response: {
        ...errorsOf(options.schema.response),
        200: fileResponse('The export as a file', produces),
      },
    },
    handler: async (req, reply) => {
      const file = await answer(req);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-rows', String(file.rows))
        .header('access-control-expose-headers', 'content-disposition, x-export-rows')
        .header('cache-control', 'no-store');
      return reply.send(file.body);
    },
  });
}

function errorsOf(response: Record<number, unknown>) {
  const { 200: _ok, ...errors } = response;
  return errors;
}
