import { api } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import type { ApiKeyService } from './service';

/** Managing API keys on the settings page: a login session only (a key never manages keys). */
export function apiKeyRoutes(app: FastifyInstance, guard: Authenticate, keys: ApiKeyService) {
  const me = (req: FastifyRequest) => sessionOf(req);

  mount(app, api.listApiKeys, guard, ({ req, query }) => keys.list(me(req).merchantId, query));
  mount(app, api.createApiKey, guard, ({ req, body, ctx }) => keys.create(me(req), body, ctx));
  mount(app, api.updateApiKey, guard, ({ req, params, body, ctx }) =>
    keys.update(me(req), params.id, body, ctx),
  );
  mount(app, api.rotateApiKey, guard, ({ req, params, body, ctx }) =>
    keys.rotate(me(req), params.id, body, ctx),
  );
  mount(app, api.revokeApiKey, guard, ({ req, params, ctx }) => keys.revoke(me(req), params.id, ctx));
}
