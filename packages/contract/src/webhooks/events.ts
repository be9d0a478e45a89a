import { z } from 'zod';
import { receiptStatus } from '../crypto';
import { topupStatus } from '../fiat/topups';
import { isoDateTime } from '../fields';
import { money } from '../money';
import { payoutKinds, payoutStatuses } from '../payouts/payout';

/**
 * The events a webhook endpoint may receive. Every delivery POSTs one event as JSON:
 * `{id, type, created_at, merchant_id, data: {object, previous_status?}}`; `id` is the same on every
 * retry of the event (and in the `Webhook-Id` header), so a receiver drops repeats by it.
 */
export const webhookEventTypes = [
  'receipt_order.status_changed',
  'payout.status_changed',
  'collection.deposit_received',
  'fiat_topup.status_changed',
  'kyb.decided',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What an endpoint may subscribe to (a test event is sent on request, whatever it subscribes to). */
export const webhookSubscribableEvents = webhookEventTypes.filter(
  (t): t is Exclude<WebhookEventType, 'webhook.test'> => t !== 'webhook.test',
);
export const webhookEventType = z.enum(webhookEventTypes, { error: 'webhook_event_invalid' });

/** A receipt order (a collection account's deposit is one too, with its account named). */
export const webhookReceiptOrder = z.object({
  id: z.string(),
  merchant_order_no: z.string(),
  status: receiptStatus,
  asset: z.string(),
  network: z.string(),
  amount: money.describe('What the order asks for'),
  received_amount: money.describe('What has been confirmed so far'),
  deposit_address: z.string(),
  exception_reason: z.string().nullable(),
  collection_account_id: z
    .string()
    .nullable()
    .describe('Set when a collection account’s transfer made the order'),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const webhookPayout = z.object({
  id: z.string(),
  kind: z.enum(payoutKinds),
  status: z.enum(payoutStatuses),
  asset: z.string(),
  network: z.string().nullable(),
  amount: money,
  fee: money,
  to_address: z.string().nullable(),
  fiat_currency: z.string().nullable(),
  fiat_amount: money.nullable(),
  tx_hash: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const webhookFiatTopup = z.object({
  id: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: money.describe('What the merchant declared'),
  amount_received: money.nullable().describe('What the platform received (approved only)'),
  fee: money.nullable(),
  status: topupStatus,
  reason: z.string().nullable().describe('Why it was rejected'),
  value_date: z.string(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
});

export const webhookKybDecision = z.object({
  id: z.string().describe('The KYB submission'),
  status: z.enum(['verified', 'failed']),
  reject_reason: z.string().nullable(),
  reviewed_at: isoDateTime,
});

export const webhookTestObject = z.object({
  id: z.string(),
  message: z.string(),
});

function eventOf<T extends WebhookEventType, O extends z.ZodType>(type: T, object: O) {
  return z.object({
    id: z.string().describe('The event id: the Webhook-Id header, the same on every retry'),
    type: z.literal(type),
    created_at: isoDateTime,
    merchant_id: z.string(),
    data: z.object({
      object,
      previous_status: z.string().nullable().optional().describe('The status before this change'),
    }),
  });
}

/** Each event's body, by type: what an integrator's tools read to type their receiver. */
export const webhookEventSchemas = {
  'receipt_order.status_changed': eventOf('receipt_order.status_changed', webhookReceiptOrder),
  'payout.status_changed': eventOf('payout.status_changed', webhookPayout),
  'collection.deposit_received': eventOf('collection.deposit_received', webhookReceiptOrder),
  'fiat_topup.status_changed': eventOf('fiat_topup.status_changed', webhookFiatTopup),
  'kyb.decided': eventOf('kyb.decided', webhookKybDecision),
  'webhook.test': eventOf('webhook.test', webhookTestObject),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export const webhookEvent = z.discriminatedUnion('type', [
  webhookEventSchemas['receipt_order.status_changed'],
  webhookEventSchemas['payout.status_changed'],
  webhookEventSchemas['collection.deposit_received'],
  webhookEventSchemas['fiat_topup.status_changed'],
  webhookEventSchemas['kyb.decided'],
  webhookEventSchemas['webhook.test'],
]);
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** The headers of every delivery. */
export const webhookHeaders = {
  id: 'Webhook-Id',
  timestamp: 'Webhook-Timestamp',
  signature: 'Webhook-Signature',
} as const;
