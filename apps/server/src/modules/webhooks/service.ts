import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import { webhookDeliverer } from './deliverer';
import { webhookDeliveryLog } from './delivery-log';
import { webhookEndpoints } from './endpoints';
import { webhookSettings } from './settings';
import type { Resolve } from './url-guard';

/** Webhooks: the endpoints, their delivery log and the delivery job, built once from the settings. */
export function webhookService(
  deps: Deps,
  opts: { log: Pick<FastifyBaseLogger, 'error'>; resolve?: Resolve; random?: () => number },
) {
  const settings = webhookSettings(deps.config);
  const endpoints = webhookEndpoints(deps, settings, opts.resolve);
  return {
    endpoints,
    log: webhookDeliveryLog(deps, endpoints),
    deliverer: webhookDeliverer(deps, { settings, ...opts }),
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
