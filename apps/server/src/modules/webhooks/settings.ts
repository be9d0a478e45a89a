import { type Config, isProduction } from '../../config';
import type { UrlRules } from './url-guard';

/** The webhook settings of the config, defaults resolved (development allows http and private addresses). */
export interface WebhookSettings {
  rules: UrlRules;
  timeoutMs: number;
  intervalMs: number;
  concurrency: number;
  /** Deliveries to one endpoint in flight at once. */
  perEndpoint: number;
}

export function webhookSettings(config: Config): WebhookSettings {
  const dev = !isProduction(config);
  return {
    rules: {
      allowHttp: config.WEBHOOKS_ALLOW_HTTP ?? dev,
      allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE ?? dev,
    },
    timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
    intervalMs: config.WEBHOOKS_INTERVAL_MS,
    concurrency: config.WEBHOOKS_CONCURRENCY,
    perEndpoint: config.WEBHOOKS_ENDPOINT_CONCURRENCY,
  };
}
