import { api } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { sessionOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import { apiKeyService } from './service';

/** Managing API keys on the settings page: a login session only (a key never manages keys). */
export function apiKeyRoutes(
  app: FastifyInstance,
  deps: Deps,
  guard: Authenticate,
  auth: Parameters<typeof apiKeyService>[1],
) {
  const keys = apiKeyService(deps, auth);
  const me = (req: FastifyRequest) => sessionOf(req).merchantId;

  mount(app, api.listApiKeys, guard, ({ req, query }) => keys.list(me(req), query));
  mount(app, api.createApiKey, guard, ({ req, body, ctx }) => keys.create(me(req), body, ctx));
  mount(app, api.updateApiKey, guard, ({ req, params, body, ctx }) =>
    keys.update(me(req), params.id, body, ctx),
  );
  mount(app, api.rotateApiKey, guard, ({ req, params, body, ctx }) =>
    keys.rotate(me(req), params.id, body, ctx),
  );
  mount(app, api.revokeApiKey, guard, ({ req, params, ctx }) => keys.revoke(me(req), params.id, ctx));
}
