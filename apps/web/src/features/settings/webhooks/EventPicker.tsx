import {
  normalizeSubscriptions,
  type WebhookSubscription,
  webhookObjectKinds,
  webhookObjectTransitions,
} from '@mc/contract';
import { Tree } from 'antd';
import type { Key } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { kindLabel, transitionLabel } from './eventLabels';

const leavesOf = (kind: (typeof webhookObjectKinds)[number]) =>
  webhookObjectTransitions[kind].map((transition) => `${kind}.${transition}`);
const allLeaves = webhookObjectKinds.flatMap(leavesOf);

/** The event types a subscription list covers (the tree's checked leaves). */
function checkedOf(value: readonly string[]): string[] {
  if (value.includes('*')) return allLeaves;
  return webhookObjectKinds.flatMap((kind) =>
    value.includes(`${kind}.*`) ? leavesOf(kind) : leavesOf(kind).filter((type) => value.includes(type)),
  );
}

/** The subscription list of the tree's checked keys: `*`, a kind's `.*` or single types. */
function subscriptionsOf(keys: readonly Key[]): WebhookSubscription[] {
  return normalizeSubscriptions(keys.map(String) as WebhookSubscription[]);
}

/**
 * What an endpoint receives, as a tree: everything, a kind with all its events (including those added
 * later), or single events of a kind. Each kind says what it covers; each event shows its type.
 */
export function EventPicker(p: { value?: string[]; onChange?: (value: WebhookSubscription[]) => void }) {
  const { t } = useTranslation();
  const treeData = [
    {
      key: '*',
      title: <Node id="*" name={kindLabel(t, '*')} help={t('webhooks.kind.*.help')} />,
      children: webhookObjectKinds.map((kind) => ({
        key: `${kind}.*`,
        title: <Node id={`${kind}.*`} name={kindLabel(t, kind)} help={t(`webhooks.kind.${kind}.help`)} />,
        children: webhookObjectTransitions[kind].map((transition) => ({
          key: `${kind}.${transition}`,
          title: <Node id={`${kind}.${transition}`} name={transitionLabel(t, kind, transition)} showId />,
        })),
      })),
    },
  ];
  return (
    <Tree
      checkable
      selectable={false}
      className="mc-webhook-events"
      data-testid="webhook-events"
      defaultExpandedKeys={['*']}
      treeData={treeData}
      checkedKeys={checkedOf(p.value ?? [])}
      onCheck={(keys) => p.onChange?.(subscriptionsOf(Array.isArray(keys) ? keys : keys.checked))}
    />
  );
}

function Node(p: { id: string; name: string; help?: string; showId?: boolean }) {
  return (
    <span data-testid={`webhook-event-${p.id}`}>
      <span className="mc-webhook-event-name">{p.name}</span>
      {p.showId ? <code className="mc-webhook-event-type">{p.id}</code> : null}
      {p.help ? <span className="mc-webhook-event-help">{p.help}</span> : null}
    </span>
  );
}
