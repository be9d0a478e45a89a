export { ApiError, unwrap } from './api-error';
export { type ClientOptions, createClient, idempotent, type Language, type MerchantClient } from './client';
export type {
  components,
  ErrorEnvelope,
  FieldError,
  paths,
  Schema,
  WebhookEvent,
  WebhookEventOf,
  WebhookEventType,
  webhooks,
} from './types';
export { type WebhookRefusal, WebhookVerificationError } from './webhook-error';
export { type DeliveryHeaders, type VerifyOptions, verifyWebhook } from './webhooks';
