import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';
import { normalizeSubscriptions, webhookEventType, webhookSubscribableEvents } from './event-types';

/**
 * A webhook endpoint: a URL of the merchant's that receives the events it subscribes to, signed with
 * its secret (`whsec_` and the standard base64 of 32 random bytes, as the Standard Webhooks
 * specification has it), shown once at creation and at each rotation.
 */

export const MAX_WEBHOOK_ENDPOINTS = 10;
export const webhookDisabledReasons = ['failing', 'manual'] as const;

/** An absolute http(s) URL without credentials; whether the address is allowed is the server's rule. */
export const webhookUrl = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(2048, { error: 'too_long' })
  .refine(
    (v) => {
      if (!URL.canParse(v)) return false;
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === '';
    },
    { error: 'webhook_url_invalid' },
  )
  .describe('https URL that receives the events (http only in development)');

const description = z
  .string()
  .trim()
  .max(200, { error: 'too_long' })
  .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' })
  .describe('To tell endpoints apart');

export const webhookSubscribedEvent = z.enum(webhookSubscribableEvents, { error: 'webhook_event_invalid' });

const eventList = z
  .array(webhookSubscribedEvent)
  .min(1, { error: 'webhook_events_required' })
  .max(webhookSubscribableEvents.length * 2, { error: 'webhook_event_invalid' })
  .transform(normalizeSubscriptions)
  .describe('What the endpoint receives: event types, every event of a kind (`payout.*`), or `*` for all');

export const createWebhookEndpointBody = z.strictObject({
  url: webhookUrl,
  description: description.optional(),
  events: eventList,
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBody>;

export const updateWebhookEndpointBody = z
  .strictObject({
    url: webhookUrl.optional(),
    description: description.optional(),
    events: eventList.optional(),
    enabled: z.boolean({ error: 'wrong_type' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'webhook_nothing_to_update' });
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBody>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookSubscribedEvent),
  enabled: z.boolean(),
  disabled_reason: z
    .enum(webhookDisabledReasons)
    .nullable()
    .describe('failing: every delivery failed for 3 days; manual: turned off by a user'),
  secret_hint: z.string().describe('The last 4 characters of the current secret'),
  created_at: isoDateTime,
  last_delivery_at: isoDateTime.nullable().describe('The last attempt of any delivery'),
  failing_since: isoDateTime
    .nullable()
    .describe('The first failed attempt since the last success; null while deliveries succeed'),
  previous_secret_expires_at: isoDateTime
    .nullable()
    .describe('After a rotation, the old secret also signs until then'),
  legacy_secret: z
    .boolean()
    .describe(
      'The secret predates the Standard Webhooks form (base64url, no padding): it still signs with the same key, but a Standard Webhooks library wants it in standard base64 (replace - by +, _ by /, pad with =) or the secret rotated',
    ),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const MAX_ROTATION_OVERLAP_HOURS = 168;
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
/** The overlaps the console offers, in hours (the API takes any whole number of 0..168). */
export const rotationOverlapChoices = [0, 1, 24, 72, 168] as const;

/**
 * A rotation: how long the previous secret still signs beside the new one. The body is optional
 * (no body: 24 hours; the framework hands a missing body over as null).
 */
export const rotateWebhookSecretBody = z
  .strictObject({
    previous_secret_expires_in_hours: z
      .number()
      .int()
      .min(0)
      .max(MAX_ROTATION_OVERLAP_HOURS)
      .default(DEFAULT_ROTATION_OVERLAP_HOURS)
      .describe(
        'Hours (0-168, default 24) the previous secret still signs each delivery beside the new one; 0 ends it now',
      ),
  })
  .nullish();
export type RotateWebhookSecretBody = z.input<typeof rotateWebhookSecretBody>;

/** An endpoint with its secret: answered by create and rotate only, never again. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({
  secret: z.string().describe('whsec_ and the standard base64 of 32 random bytes: shown only now'),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const webhookEndpointList = page(webhookEndpoint);
export const webhookEndpointListQuery = z.strictObject({ ...cursorQuery });
export const webhookEndpointIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

/** What "send a test event" answers: the event and its delivery, to follow in the log. */
export const webhookTestSent = z.object({ event_id: z.string(), delivery_id: z.string() });

/** Which event a test sends: any type, with a sample object (`webhook.test` when none is named). */
export const webhookTestBody = z
  .strictObject({
    type: webhookEventType.optional().describe('The event type to send (default webhook.test)'),
  })
  .nullish();
