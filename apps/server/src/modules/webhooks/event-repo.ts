import type { EventListQuery } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { listConditions } from '../../platform/paging';

/** An event as it was recorded: its body once made, else the rows it is made from. */
export interface EventRow {
  id: string;
  seq: string;
  merchant_id: string;
  type: string;
  object_kind: string | null;
  created_at: Date;
  test: boolean;
  /** The body's JSON text, null until it is first made. */
  body: string | null;
  /** The object's row after the change (jsonb text), when the body is still to be made. */
  snapshot: string | null;
  /** The object's row just before the change (jsonb text; null for a creation), when the body is to be made. */
  previous: string | null;
  [key: string]: unknown;
}

/**
 * The rows a body is made from, of the event `ev`, while it has none: the object's row after the
 * change, and the row before it (the row after with the values the change altered put back).
 */
export const UNMADE_ROWS = `CASE WHEN ev.body IS NULL THEN ev.snapshot::text END AS snapshot,
  CASE WHEN ev.body IS NULL AND ev.changed IS NOT NULL THEN (ev.snapshot || ev.changed)::text END AS previous`;

const COLUMNS = `ev.id, ev.seq::text AS seq, ev.merchant_id, ev.type, ev.object_kind, ev.created_at, ev.test,
  ev.body::text AS body, ${UNMADE_ROWS}`;

/** The events' SQL: the API's lists and lookups (one merchant's, test events left out) and their bodies. */
export const eventRepo = {
  list(
    db: Queryable,
    merchantId: string,
    q: EventListQuery,
    afterSeq: string | undefined,
  ): Promise<EventRow[]> {
    const c = listConditions();
    c.add('ev.merchant_id = ?0', merchantId);
    c.add('NOT ev.test AND ev.object_kind IS NOT NULL');
    if (q.type?.endsWith('.*')) c.add('ev.type LIKE ?0', `${q.type.slice(0, -1)}%`);
    else if (q.type) c.add('ev.type = ?0', q.type);
    if (q.object_id) c.add('ev.object_id = ?0', q.object_id);
    if (q.from) c.add('ev.created_at >= ?0', q.from);
    if (q.to) c.add('ev.created_at < ?0', q.to);
    if (afterSeq) c.add('ev.seq < ?0::bigint', afterSeq);
    const limit = c.limit(q.limit);
    return db.query<EventRow>(
      `SELECT ${COLUMNS} FROM webhook_events ev WHERE ${c.where()} ORDER BY ev.seq DESC LIMIT ${limit}`,
      c.params,
    );
  },

  async mine(db: Queryable, merchantId: string, id: string): Promise<EventRow | undefined> {
    const rows = await db.query<EventRow>(
      `SELECT ${COLUMNS} FROM webhook_events ev
       WHERE ev.id = $1 AND ev.merchant_id = $2 AND NOT ev.test AND ev.object_kind IS NOT NULL`,
      [id, merchantId],
    );
    return rows[0];
  },

  /** Keeps the bodies made (the first made wins); answers every event's body as kept. */
  async keepBodies(db: Queryable, made: { id: string; body: string }[]): Promise<Map<string, string>> {
    const kept = await db.query<{ id: string; body: string }>(
      `UPDATE webhook_events e SET body = v.body::jsonb
       FROM unnest($1::uuid[], $2::text[]) AS v(id, body) WHERE e.id = v.id AND e.body IS NULL
       RETURNING e.id, e.body::text AS body`,
      [made.map((m) => m.id), made.map((m) => m.body)],
    );
    const bodies = new Map(kept.map((r) => [r.id, r.body]));
    // another instance made some first: theirs are the ones kept
    const lost = made.filter((m) => !bodies.has(m.id)).map((m) => m.id);
    if (lost.length) {
      const rows = await db.query<{ id: string; body: string }>(
        'SELECT id, body::text AS body FROM webhook_events WHERE id = ANY($1::uuid[])',
        [lost],
      );
      for (const r of rows) bodies.set(r.id, r.body);
    }
    return bodies;
  },

  /** Inserts a test event, its body made, with one delivery to the endpoint. */
  async insertTest(
    db: Queryable,
    e: {
      id: string;
      merchantId: string;
      endpointId: string;
      type: string;
      objectId: string;
      body: string;
      at: Date;
    },
  ) {
    const rows = await db.query<{ event_id: string; delivery_id: string }>(
      `WITH ev AS (
         INSERT INTO webhook_events (id, merchant_id, type, object_id, body, created_at, test)
         VALUES ($1, $2, $4, $5, $6::jsonb, $7, true)
         RETURNING id, seq)
       INSERT INTO webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_seq, event_type, object_id,
         next_attempt_at, created_at)
       SELECT gen_random_uuid(), $2, $3, ev.id, ev.seq, $4, $5, $7, $7 FROM ev
       RETURNING event_id, id AS delivery_id`,
      [e.id, e.merchantId, e.endpointId, e.type, e.objectId, e.body, e.at],
    );
    return rows[0]!;
  },
};
