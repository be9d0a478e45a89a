import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import { webhookDeliverer } from './deliverer';
import { webhookDeliveryLog } from './delivery-log';
import { webhookEndpoints } from './endpoints';
import { type EventObjectViews, eventBodies } from './event-bodies';
import { webhookEvents } from './events';
import { eventRetention } from './retention';
import { webhookSettings } from './settings';
import type { Resolve } from './url-guard';

/**
 * Webhooks: the endpoints, their delivery log, the events API and the jobs (deliveries, retention),
 * built once from the settings. `views` are the owning areas' views of their objects, by kind.
 */
export function webhookService(
  deps: Deps,
  opts: {
    log: Pick<FastifyBaseLogger, 'error'>;
    views: EventObjectViews;
    resolve?: Resolve;
    random?: () => number;
  },
) {
  const settings = webhookSettings(deps.config);
  const endpoints = webhookEndpoints(deps, settings, opts.resolve);
  const bodies = eventBodies(opts.views);
  const deliverer = webhookDeliverer(deps, { settings, bodies, ...opts });
  const retention = eventRetention(deps);
  return {
    endpoints,
    log: webhookDeliveryLog(deps, endpoints),
    events: webhookEvents(deps, bodies),
    /** The jobs: deliveries, and the retention of events (`retain()` runs it once). */
    deliverer: { ...deliverer, retain: retention.run, jobs: [...deliverer.jobs, retention.job] },
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
