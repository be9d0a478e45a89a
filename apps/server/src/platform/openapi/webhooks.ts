import { eventSchemaName, webhookHeaders } from '@mc/contract';
import { globalRegistry, type z } from 'zod';

/** The events the product posts to webhook endpoints: the event type and its payload's schema. */
export type WebhookEvents = Readonly<Record<string, z.ZodType>>;

/** The component name a payload is documented under: its own `.meta({ id })`, else one from its type. */
function named(eventType: string, schema: z.ZodType): { id: string; schema: z.ZodType } {
  const id = globalRegistry.get(schema)?.id;
  if (typeof id === 'string') return { id, schema };
  const name = eventSchemaName(eventType);
  return { id: name, schema: schema.meta({ id: name }) };
}

/** How every delivery is signed: the Standard Webhooks specification (https://www.standardwebhooks.com). */
export const webhookSignatureText =
  'Signed as the Standard Webhooks specification says (its libraries, e.g. npm `standardwebhooks`, verify a delivery as it is): ' +
  '`webhook-signature` is `v1,<base64 of HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<raw body>")>`, ' +
  'where the key is the bytes of the base64 after `whsec_` in the endpoint’s secret; while a rotated secret’s overlap runs ' +
  '(0-168 hours, chosen at rotation) a second signature by the previous secret follows, separated by a space. ' +
  'Verify the raw body, accept any one matching signature, and refuse a `webhook-timestamp` more than 5 minutes from your clock. ' +
  'Delivery is at least once: drop an event whose `webhook-id` you have handled. Any 2xx answer within 10 s is success; ' +
  'anything else is retried with growing pauses for 3 days.';

/** The signature headers of a delivery, as OpenAPI header parameters. */
export const webhookHeaderParameters = [
  {
    name: webhookHeaders.id,
    in: 'header',
    required: true,
    description: 'The event id, the same on every retry: receivers drop repeats by it',
    schema: { type: 'string' },
  },
  {
    name: webhookHeaders.timestamp,
    in: 'header',
    required: true,
    description: 'When this attempt was signed, unix seconds; refuse one more than 5 minutes away',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: webhookHeaders.signature,
    in: 'header',
    required: true,
    description:
      'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<raw body>`, one per live secret',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$' },
  },
];

/**
 * OpenAPI 3.1 `webhooks` of the events: one POST per event type whose body is the payload's named
 * schema (a component, by the same `.meta({ id })` naming as the API's resources), answered by any
 * 2xx of the receiver. Returns the entries and the payload schemas to emit as components.
 */
export function webhooksOf(events: WebhookEvents) {
  const schemas: Record<string, z.ZodType> = {};
  const webhooks = Object.fromEntries(
    Object.entries(events).map(([eventType, payload]) => {
      const { id, schema } = named(eventType, payload);
      schemas[id] = schema;
      const operation = {
        operationId: `on${id}`,
        summary: `The \`${eventType}\` event, posted to each endpoint subscribed to it`,
        description: webhookSignatureText,
        tags: ['webhooks'],
        security: [],
        parameters: webhookHeaderParameters,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
        },
        responses: {
          '200': { description: 'Received: any 2xx answer stops the retries' },
          '400': { description: 'Refused (for example a signature that does not verify): retried later' },
        },
      };
      return [eventType, { post: operation }];
    }),
  );
  return { webhooks, schemas };
}
