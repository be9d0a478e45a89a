import {
  type WebhookObjectKind,
  type WebhookSubscription,
  webhookKindOf,
  webhookObjectKinds,
  webhookObjectTransitions,
} from '@mc/contract';
import type { TFunction } from 'i18next';

/** A kind's name: "Payouts". */
export const kindLabel = (t: TFunction, kind: WebhookObjectKind | '*') => t(`webhooks.kind.${kind}.name`);

/**
 * A transition's name within its kind: "Failed". An object's event reads as the status it enters,
 * with the one status label of the console (`status`, "Created" too); a KYB submission has its own.
 */
export const transitionLabel = (t: TFunction, kind: WebhookObjectKind, transition: string) =>
  kind === 'kyb_submission'
    ? t(`webhooks.transition.kyb_submission.${transition}`)
    : t(`status.${transition}`);

/** What an event type or a subscription reads as: "Payouts · Failed", "Payouts · all", "All events". */
export function eventLabel(t: TFunction, type: WebhookSubscription | 'webhook.test'): string {
  if (type === '*') return kindLabel(t, '*');
  if (type === 'webhook.test') return t('webhooks.testEvent');
  const kind = webhookKindOf(type)!;
  const transition = type.slice(kind.length + 1);
  if (transition === '*') return `${kindLabel(t, kind)} · ${t('webhooks.allOfKind')}`;
  return `${kindLabel(t, kind)} · ${transitionLabel(t, kind, transition)}`;
}

/** Every event type as select options, grouped by kind (the test event first). */
export function eventTypeOptions(t: TFunction) {
  return [
    { label: t('webhooks.testEvent'), options: [{ value: 'webhook.test', label: t('webhooks.testEvent') }] },
    ...webhookObjectKinds.map((kind) => ({
      label: kindLabel(t, kind),
      options: webhookObjectTransitions[kind].map((transition) => ({
        value: `${kind}.${transition}`,
        label: `${kindLabel(t, kind)} · ${transitionLabel(t, kind, transition)}`,
      })),
    })),
  ];
}
