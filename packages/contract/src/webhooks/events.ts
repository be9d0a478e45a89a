import { z } from 'zod';
import { receiptOrder } from '../crypto';
import { topup } from '../fiat/topups';
import { isoDateTime } from '../fields';
import { kybSubmissionSummary } from '../kyb';
import { cursorQuery, page } from '../money';
import { payout } from '../payouts/payout';
import {
  type WebhookEventType,
  type WebhookObjectKind,
  webhookEventTypes,
  webhookKindOf,
} from './event-types';

export * from './event-types';

/** The version of the event bodies (and of the API they mirror): a body's `api_version`. */
export const API_VERSION = '2026-11-29';

export const webhookTestObject = z
  .object({ id: z.string(), message: z.string() })
  .meta({ id: 'WebhookTest' });

/** The object an event of each kind carries: exactly the one the REST API answers for it. */
export const webhookObjects = {
  receipt_order: receiptOrder,
  collection_transfer: receiptOrder,
  payout,
  topup,
  kyb_submission: kybSubmissionSummary,
} as const satisfies Record<WebhookObjectKind, z.ZodType>;

/** `payout.failed` → `PayoutFailedEvent`: the component name of an event's body. */
export function eventSchemaName(eventType: string): string {
  const words = eventType.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Event`;
}

function eventOf<T extends WebhookEventType, O extends z.ZodType>(type: T, object: O) {
  return z
    .object({
      id: z.string().describe('The event id: the Webhook-Id header, the same on every retry'),
      type: z.literal(type),
      api_version: z.string().describe('The version of the API the object is shaped by'),
      created_at: isoDateTime,
      merchant_id: z.string(),
      test: z.boolean().describe('Sent on request with a sample object; nothing happened'),
      data: z.object({
        object: object.describe('The object as the REST API shows it, as it was at this event'),
        previous_attributes: z
          .record(z.string(), z.unknown())
          .optional()
          .describe(
            'The fields this change altered, with the values they had just before it (absent when the event is the object’s creation)',
          ),
      }),
    })
    .meta({ id: eventSchemaName(type) });
}

type EventSchema<T extends WebhookEventType> = ReturnType<typeof eventOf<T, z.ZodType>>;
type EventSchemas = { [T in WebhookEventType]: EventSchema<T> };

function schemaOf(type: WebhookEventType) {
  const kind = webhookKindOf(type);
  return eventOf(type, kind ? webhookObjects[kind] : webhookTestObject);
}

/** Each event's body, by type: what an integrator's tools read to type their receiver. */
export const webhookEventSchemas = Object.fromEntries(
  webhookEventTypes.map((type) => [type, schemaOf(type)]),
) as unknown as EventSchemas;

export const webhookEvent = z.discriminatedUnion(
  'type',
  webhookEventTypes.map((type) => webhookEventSchemas[type]) as unknown as [
    EventSchema<WebhookEventType>,
    ...EventSchema<WebhookEventType>[],
  ],
);
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  api_version: string;
  created_at: string;
  merchant_id: string;
  test: boolean;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

/** The events API: what happened to the merchant's objects, kept 30 days (test events left out). */
const instant = (describe: string) =>
  z.iso.datetime({ error: 'date_invalid', offset: true }).optional().describe(describe);

export const eventListQuery = z
  .strictObject({
    type: z
      .string()
      .trim()
      .max(64, { error: 'too_long' })
      .regex(/^[a-z_]+\.([a-z_]+|\*)$/, { error: 'webhook_event_invalid' })
      .optional()
      .describe('One event type, or every event of a kind (`payout.*`)'),
    object_id: z.string().trim().max(64, { error: 'too_long' }).optional().describe('The object’s id'),
    from: instant('Created from this time (included)'),
    to: instant('Created before this time (excluded)'),
    ...cursorQuery,
  })
  .refine((v) => !v.from || !v.to || new Date(v.from).getTime() < new Date(v.to).getTime(), {
    error: 'range_reversed',
    path: ['to'],
  });
export type EventListQuery = z.output<typeof eventListQuery>;

/** An event of any type, as the events API answers it: one of the typed events, by `type`. */
export const event = webhookEvent.meta({ id: 'Event' });
export const eventList = page(event);
export const eventIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

/** The headers of every delivery. */
export const webhookHeaders = {
  id: 'Webhook-Id',
  timestamp: 'Webhook-Timestamp',
  signature: 'Webhook-Signature',
} as const;
