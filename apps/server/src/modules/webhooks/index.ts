// The webhooks module's public face: endpoints, the delivery log and the delivery job.
export type { EventObjectViews } from './event-bodies';
export { webhookRoutes } from './routes';
export { type WebhookService, webhookService } from './service';

import type { WebhookService } from './service';
/** The webhook jobs as the app holds them: deliveries (`tick()`), retention (`retain()`). */
export type WebhookDeliverer = WebhookService['deliverer'];
