import type { EventListQuery, WebhookEvent } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeCursor, pageOf } from '../../platform/paging';
import type { EventBodies } from './event-bodies';
import { eventRepo } from './event-repo';

/** The events API: a merchant's events (test events left out), each as its deliveries send it. */
export function webhookEvents(deps: Deps, bodies: EventBodies) {
  const { db } = deps;

  async function list(merchantId: string, q: EventListQuery) {
    const after = decodeCursor(q.cursor, ['serial'] as const)?.[0];
    const rows = await eventRepo.list(db, merchantId, q, after);
    const texts = await bodies.of(db, rows);
    return pageOf(
      rows,
      q.limit,
      (r) => JSON.parse(texts.get(r.id)!) as WebhookEvent,
      (r) => [r.seq],
    );
  }

  async function get(merchantId: string, id: string): Promise<WebhookEvent> {
    const row = await eventRepo.mine(db, merchantId, id);
    if (!row) throw fail.notFound();
    const texts = await bodies.of(db, [row]);
    return JSON.parse(texts.get(row.id)!) as WebhookEvent;
  }

  return { list, get };
}

export type WebhookEventsApi = ReturnType<typeof webhookEvents>;
