import { z } from 'zod';
import { kybSubmissionStatuses } from '../kyb';
import { payoutStatuses, receiptStatuses, topupStatuses } from '../statuses';

/**
 * The events of the merchant's objects: `<kind>.created` when one is made, `<kind>.<status>` each time
 * its status changes (a status an object is only ever created in has no event of its own). An order a
 * collection account's transfer made is a `collection_transfer`; every other order a `receipt_order`.
 */
const without = <T extends string, X extends T>(all: readonly T[], ...left: X[]) =>
  all.filter((s): s is Exclude<T, X> => !(left as T[]).includes(s));

/**
 * An order's events beside its status: `overpaid` when it is paid with more than its amount (the
 * excess credited or held, `excess_outcome`), `overpayment_refunded` when a held excess went back.
 */
const overpaymentEvents = ['overpaid', 'overpayment_refunded'] as const;

export const webhookObjectTransitions = {
  receipt_order: ['created', ...receiptStatuses, ...overpaymentEvents],
  collection_transfer: ['created', ...receiptStatuses, ...overpaymentEvents],
  payout: ['created', ...without(payoutStatuses, 'pending_approval')],
  topup: ['created', ...without(topupStatuses, 'submitted')],
  kyb_submission: without(kybSubmissionStatuses, 'draft'),
} as const;
export type WebhookObjectKind = keyof typeof webhookObjectTransitions;
export const webhookObjectKinds = Object.keys(webhookObjectTransitions) as WebhookObjectKind[];

type TransitionOf<K extends WebhookObjectKind> = (typeof webhookObjectTransitions)[K][number];
export type WebhookObjectEventType = {
  [K in WebhookObjectKind]: `${K}.${TransitionOf<K>}`;
}[WebhookObjectKind];

const objectEventTypes = webhookObjectKinds.flatMap((kind) =>
  webhookObjectTransitions[kind].map((t) => `${kind}.${t}` as WebhookObjectEventType),
);

/** Every event type: the objects' and `webhook.test`, which is only ever sent on request. */
export const webhookEventTypes = [...objectEventTypes, 'webhook.test'] as unknown as [
  WebhookObjectEventType | 'webhook.test',
  ...(WebhookObjectEventType | 'webhook.test')[],
];
export type WebhookEventType = WebhookObjectEventType | 'webhook.test';
export const webhookEventType = z.enum(webhookEventTypes, { error: 'webhook_event_invalid' });

/** What an endpoint may subscribe to: one event type, every event of a kind (`payout.*`) or all (`*`). */
export const webhookEventGroups = ['*', ...webhookObjectKinds.map((k) => `${k}.*` as const)] as const;
export type WebhookEventGroup = '*' | `${WebhookObjectKind}.*`;
export const webhookSubscribableEvents = [...webhookEventGroups, ...objectEventTypes] as unknown as [
  WebhookEventGroup | WebhookObjectEventType,
  ...(WebhookEventGroup | WebhookObjectEventType)[],
];
export type WebhookSubscription = WebhookEventGroup | WebhookObjectEventType;

/** The kind of an event type (`payout.failed` → `payout`), null for `webhook.test`. */
export function webhookKindOf(type: string): WebhookObjectKind | null {
  const kind = type.slice(0, type.indexOf('.')) as WebhookObjectKind;
  return kind in webhookObjectTransitions ? kind : null;
}

/** Whether an endpoint subscribed to `subscriptions` receives an event of `type`. */
export function webhookSubscribed(subscriptions: readonly string[], type: WebhookEventType): boolean {
  const kind = webhookKindOf(type);
  return subscriptions.some((s) => s === type || s === '*' || (kind !== null && s === `${kind}.*`));
}

/**
 * A subscription list as it is kept: `*` alone when it is there, a kind's types left out when the
 * kind's `.*` is there, in the order of `webhookSubscribableEvents`, each once.
 */
export function normalizeSubscriptions(list: readonly WebhookSubscription[]): WebhookSubscription[] {
  if (list.includes('*')) return ['*'];
  return webhookSubscribableEvents.filter(
    (s) =>
      list.includes(s) &&
      (s.endsWith('.*') || !list.includes(`${webhookKindOf(s) as WebhookObjectKind}.*` as WebhookEventGroup)),
  );
}
