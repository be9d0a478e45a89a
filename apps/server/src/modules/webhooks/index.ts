// The webhooks module's public face: endpoints, the delivery log and the delivery job.
export type { WebhookDeliverer } from './deliverer';
export type { EventObjectViews } from './event-bodies';
export { webhookRoutes } from './routes';
export { type WebhookService, webhookService } from './service';
