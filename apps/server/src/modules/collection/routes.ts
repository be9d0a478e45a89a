import { api, type CollectionExportQuery, collectionExportRoute } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mountFileRoute } from '../../platform/export';
import { merchantCaller, mountMoneyRoute, type SessionAuthentication } from '../../platform/money-route';
import { contextOf, merchantOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import type { CollectionService } from './service';

/**
 * Batch collection's accounts (session, or API key: `orders` writes, `read` reads), the export of the list, and the payer's public page. The imports are mounted by their own routes.
 */
export function collectionRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionAuthentication,
  collection: CollectionService,
) {
  const guard = sessions.authenticate;
  // idempotent by its Idempotency-Key, as every create: a replay answers the stored account
  mountMoneyRoute(app, deps, api.createCollectionAccount, {
    caller: merchantCaller(sessions),
    transaction: ({ tx, req, body }) => collection.create(tx, merchantOf(req), body),
  });
  mount(app, api.listCollectionAccounts, guard, ({ req, query }) => collection.list(merchantOf(req), query));
  mountFileRoute(app, collectionExportRoute, guard, (req) =>
    collection.exportFile(merchantOf(req), req.query as CollectionExportQuery, contextOf(req).lang),
  );
  mount(app, api.getCollectionAccount, guard, ({ req, params }) =>
    collection.detail(merchantOf(req), params.id),
  );
  mount(app, api.setCollectionAccountStatus, guard, ({ req, params, body }) =>
    collection.setStatus(merchantOf(req), params.id, body.status),
  );
  mount(app, api.publicCollectionAccount, null, ({ params }) => collection.publicView(params.id));
}
