import { api, type HistoryExportQuery, historyExportRoute } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { contextOf, merchantOf } from '../../platform/request-context';
import { type Authenticate, mount, routeOptions } from '../../platform/routing';
import type { HistoryService } from './service';

/** The transaction history: its pages, one row with its postings, and exports (session or read key). */
export function historyRoutes(
  app: FastifyInstance,
  guard: Authenticate,
  history: HistoryService,
  clock: Clock,
) {
  const me = (req: Parameters<typeof merchantOf>[0]) => merchantOf(req).merchantId;

  mount(app, api.listHistory, guard, ({ req, query }) => history.list(me(req), query));
  mount(app, api.getHistoryRow, guard, ({ req, params }) => history.get(me(req), params.id));

  const options = routeOptions(historyExportRoute, guard);
  app.route({
    ...options,
    schema: {
      ...options.schema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      // the file itself: no envelope to serialize (errors still answer one)
      response: errorsOf(options.schema.response),
    },
    handler: async (req, reply) => {
      const query = req.query as HistoryExportQuery;
      const file = await history.exportFile(me(req), query, contextOf(req).lang, clock.now());
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
