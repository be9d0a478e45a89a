import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';
import { webhookEventType } from './events';

/** The delivery log: one delivery per event and endpoint, each with its attempts. */

export const webhookDeliveryStatuses = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
export const webhookDeliveryStatus = z.enum(webhookDeliveryStatuses, { error: 'invalid_value' });

/** A response body is kept up to this many bytes (cut beyond). */
export const WEBHOOK_EXCERPT_BYTES = 1024;

export const webhookDelivery = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  event_id: z.string(),
  event_type: webhookEventType,
  object_id: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable().describe('null: no answer (timeout, refused, unreachable)'),
  last_duration_ms: z.number().int().nullable(),
  next_attempt_at: isoDateTime.nullable().describe('When it is tried next (pending or retrying only)'),
  created_at: isoDateTime,
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookAttempt = z.object({
  at: isoDateTime,
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable().describe('Why it failed without an answer, or the refusal of the address'),
  response_excerpt: z.string().nullable().describe('The start of the response body (at most 1 KB)'),
  response_truncated: z.boolean().describe('The body was longer than the excerpt'),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDeliveryDetail = webhookDelivery.extend({
  payload: z.record(z.string(), z.unknown()).describe('The event as it is sent (its JSON body)'),
  attempts_log: z.array(webhookAttempt).describe('Every attempt, oldest first'),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

const instant = (describe: string) =>
  z.iso.datetime({ error: 'date_invalid', offset: true }).optional().describe(describe);
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || new Date(v.from).getTime() < new Date(v.to).getTime();
const reversed = { error: 'range_reversed', path: ['to'] };

export const webhookDeliveryListQuery = z
  .strictObject({
    event_type: webhookEventType.optional(),
    status: webhookDeliveryStatus.optional(),
    from: instant('Created from this time (included)'),
    to: instant('Created before this time (excluded)'),
    ...cursorQuery,
  })
  .refine(rangeInOrder, reversed);
export type WebhookDeliveryListQuery = z.output<typeof webhookDeliveryListQuery>;
export const webhookDeliveryList = page(webhookDelivery);

export const webhookDeliveryIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

export const resendFailedBody = z
  .strictObject({
    from: z.iso.datetime({ error: 'date_invalid', offset: true }).describe('Created from (included)'),
    to: z.iso.datetime({ error: 'date_invalid', offset: true }).describe('Created before (excluded)'),
  })
  .refine(rangeInOrder, reversed);
export type ResendFailedBody = z.input<typeof resendFailedBody>;
export const resendFailedResult = z.object({ count: z.number().int().describe('Deliveries queued again') });
