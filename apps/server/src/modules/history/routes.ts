import { api, type HistoryExportQuery, historyExportRoute } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { mountFileRoute } from '../../platform/export';
import { contextOf, merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
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

  mountFileRoute(app, historyExportRoute, guard, (req) =>
    history.exportFile(me(req), req.query as HistoryExportQuery, contextOf(req).lang, clock.now()),
  );
}
