import type { components, paths, webhooks } from './schema';

export type { components, paths, webhooks };

/** A named schema of the document: `Schema<'Order'>`, `Schema<'PayoutPage'>`, `Schema<'Error'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The error envelope every failed call answers: `{code, message, data: null, errors?, reason?}`. */
export type ErrorEnvelope = Schema<'Error'>;

/** One field's error in an envelope: the field's name and what is wrong with it. */
export type FieldError = Schema<'FieldError'>;

type JsonBodyOf<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** Every event the product posts to a webhook endpoint, as the document's `webhooks` name them. */
export type WebhookEvent = { [Type in keyof webhooks]: JsonBodyOf<webhooks[Type]['post']> }[keyof webhooks];

/** The type of an event: `event.type`. */
export type WebhookEventType = WebhookEvent['type'];

/** The event of one type: `WebhookEventOf<'webhook.test'>`. */
export type WebhookEventOf<Type extends WebhookEventType> = Extract<WebhookEvent, { type: Type }>;
