import { globalRegistry, type z } from 'zod';

/** The events the product posts to webhook endpoints: the event type and its payload's schema. */
export type WebhookEvents = Readonly<Record<string, z.ZodType>>;

/** `order.status_changed` → `OrderStatusChangedEvent`: the component name of an unnamed payload. */
export function eventSchemaName(eventType: string): string {
  const words = eventType.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Event`;
}

/** The component name a payload is documented under: its own `.meta({ id })`, else one from its type. */
function named(eventType: string, schema: z.ZodType): { id: string; schema: z.ZodType } {
  const id = globalRegistry.get(schema)?.id;
  if (typeof id === 'string') return { id, schema };
  const name = eventSchemaName(eventType);
  return { id: name, schema: schema.meta({ id: name }) };
}

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
        tags: ['webhooks'],
        security: [],
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
