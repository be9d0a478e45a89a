import { API_VERSION, type WebhookEvent, type WebhookEventType } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { EventObjectView } from '../../platform/event-rows';
import { type EventRow, eventRepo } from './event-repo';
/** The views by the `object_kind` the areas' triggers record. */
export type EventObjectViews = Readonly<Record<string, EventObjectView>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `after` changed, with the values they had in `before`. */
export function previousAttributes(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(before).filter(([key, value]) => !same(value, after[key])));
}

/** An event's body: the envelope every delivery and the events API show. */
export function eventBody(
  e: { id: string; type: string; created_at: Date; merchant_id: string; test: boolean },
  object: Record<string, unknown>,
  before?: Record<string, unknown>,
): WebhookEvent {
  return {
    id: e.id,
    type: e.type as WebhookEventType,
    api_version: API_VERSION,
    created_at: e.created_at.toISOString(),
    merchant_id: e.merchant_id,
    test: e.test,
    data: before ? { object, previous_attributes: previousAttributes(before, object) } : { object },
  };
}

/**
 * Makes the bodies of events that have none yet, by the owning areas' views, and keeps them: an
 * event's body is made once and then sent and shown byte for byte the same.
 */
export function eventBodies(views: EventObjectViews) {
  async function made(q: Queryable, rows: EventRow[]): Promise<{ id: string; body: string }[]> {
    const byKind = new Map<string, EventRow[]>();
    for (const r of rows) byKind.set(r.object_kind ?? '', [...(byKind.get(r.object_kind ?? '') ?? []), r]);
    const out: { id: string; body: string }[] = [];
    for (const [kind, events] of byKind) {
      const view = views[kind];
      if (!view) throw new Error(`no view of the event object kind "${kind}"`);
      const befores = events.filter((e) => e.previous !== null);
      const objects = await view(q, [...events.map((e) => e.snapshot!), ...befores.map((e) => e.previous!)]);
      const before = new Map(befores.map((e, i) => [e.id, objects[events.length + i]!]));
      events.forEach((e, i) => {
        out.push({ id: e.id, body: JSON.stringify(eventBody(e, objects[i]!, before.get(e.id))) });
      });
    }
    return out;
  }

  /** The body text of each row, made where it is missing. */
  async function of(q: Queryable, rows: EventRow[]): Promise<Map<string, string>> {
    const bodies = new Map<string, string>();
    for (const r of rows) if (r.body !== null) bodies.set(r.id, r.body);
    const missing = rows.filter((r) => r.body === null);
    if (missing.length) {
      for (const [id, body] of await eventRepo.keepBodies(q, await made(q, missing))) bodies.set(id, body);
    }
    return bodies;
  }

  return { of };
}

export type EventBodies = ReturnType<typeof eventBodies>;
