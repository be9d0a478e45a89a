import { api, DEFAULT_ROTATION_OVERLAP_HOURS } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import type { WebhookService } from './service';

/** Webhook endpoints, their delivery log and the events: a login session, or an API key of the `webhooks` scope. */
export function webhookRoutes(app: FastifyInstance, guard: Authenticate, webhooks: WebhookService) {
  const me = (req: FastifyRequest) => merchantOf(req);
  const { endpoints, log, events } = webhooks;

  mount(app, api.listWebhookEndpoints, guard, ({ req, query }) => endpoints.list(me(req).merchantId, query));
  mount(app, api.createWebhookEndpoint, guard, ({ req, body, ctx }) => endpoints.create(me(req), body, ctx));
  mount(app, api.updateWebhookEndpoint, guard, ({ req, params, body, ctx }) =>
    endpoints.update(me(req), params.id, body, ctx),
  );
  mount(app, api.deleteWebhookEndpoint, guard, ({ req, params, ctx }) =>
    endpoints.remove(me(req), params.id, ctx),
  );
  mount(app, api.rotateWebhookSecret, guard, ({ req, params, body, ctx }) =>
    endpoints.rotate(
      me(req),
      params.id,
      body?.previous_secret_expires_in_hours ?? DEFAULT_ROTATION_OVERLAP_HOURS,
      ctx,
    ),
  );
  mount(app, api.testWebhookEndpoint, guard, ({ req, params, body }) =>
    endpoints.sendTest(me(req), params.id, body?.type),
  );
  mount(app, api.listWebhookDeliveries, guard, ({ req, params, query }) =>
    log.list(me(req).merchantId, params.id, query),
  );
  mount(app, api.resendFailedWebhooks, guard, ({ req, params, body }) =>
    log.resendFailed(me(req).merchantId, params.id, body),
  );
  mount(app, api.getWebhookDelivery, guard, ({ req, params }) => log.get(me(req).merchantId, params.id));
  mount(app, api.resendWebhookDelivery, guard, ({ req, params }) =>
    log.resend(me(req).merchantId, params.id),
  );
  mount(app, api.listEvents, guard, ({ req, query }) => events.list(me(req).merchantId, query));
  mount(app, api.getEvent, guard, ({ req, params }) => events.get(me(req).merchantId, params.id));
}
