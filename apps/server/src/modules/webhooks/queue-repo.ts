import type { Db, Queryable } from '../../db/client';
import { UNMADE_ROWS } from './event-repo';
import type { AttemptOutcome } from './sender';

/** A delivery as claimed: its event's body is null until the event is first sent or shown. */
export interface ClaimedRow {
  id: string;
  event_id: string;
  attempts: number;
  first_attempt_at: Date | null;
  endpoint_id: string;
  merchant_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  body: string | null;
  /** The event, to make its body when it has none yet (see event-repo's `EventRow`). */
  type: string;
  object_kind: string | null;
  event_created_at: Date;
  test: boolean;
  snapshot: string | null;
  previous: string | null;
  [key: string]: unknown;
}

/** A delivery taken by this instance, with what sending it needs. */
export interface ClaimedDelivery extends ClaimedRow {
  /** The event's JSON as it is sent, byte for byte the same on every attempt. */
  body: string;
}

/** What recording an attempt leaves of its endpoint. */
export interface EndpointAfter {
  id: string;
  merchant_id: string;
  url: string;
  enabled: boolean;
  failing_since: Date | null;
  [key: string]: unknown;
}

export interface Recorded {
  outcome: AttemptOutcome;
  status: 'succeeded' | 'retrying' | 'failed';
  nextAttemptAt: Date | null;
}

/**
 * The queue of deliveries, shared by every instance through the database: due deliveries are taken
 * with `FOR UPDATE SKIP LOCKED` and held for a lease; only the oldest undelivered delivery of each
 * (endpoint, object) is due, so one object's events arrive in the order they were committed.
 */
export const queueRepo = {
  /**
   * Takes up to `limit` due deliveries and holds them until `leaseUntil`, at most `perEndpoint` of
   * one endpoint in flight (counting the ones any instance holds), so that an endpoint that does not
   * answer occupies only its own slots. Each live endpoint is looked at through its own due index, so
   * the cost follows the endpoints and the slots, not the length of a backlog.
   */
  claim(db: Db, now: Date, limit: number, leaseUntil: Date, perEndpoint: number): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `WITH held AS (
         SELECT endpoint_id, count(*) AS n FROM webhook_deliveries
         WHERE claimed_until IS NOT NULL AND claimed_until >= $1 GROUP BY endpoint_id),
       due AS (
         SELECT d.id FROM webhook_endpoints e
           LEFT JOIN held h ON h.endpoint_id = e.id
           CROSS JOIN LATERAL (
             SELECT c.id FROM webhook_deliveries c
             WHERE c.endpoint_id = e.id AND c.status IN ('pending', 'retrying') AND c.next_attempt_at <= $1
               AND (c.claimed_until IS NULL OR c.claimed_until < $1)
               AND NOT EXISTS (
                 SELECT 1 FROM webhook_deliveries o
                 WHERE o.endpoint_id = c.endpoint_id AND o.object_id = c.object_id
                   AND o.status IN ('pending', 'retrying') AND o.event_seq < c.event_seq)
             ORDER BY c.next_attempt_at, c.event_seq
             LIMIT greatest(0, $4 - coalesce(h.n, 0))) pick
           JOIN webhook_deliveries d ON d.id = pick.id
         WHERE e.enabled AND e.deleted_at IS NULL
         ORDER BY d.next_attempt_at, d.event_seq
         LIMIT $2
         FOR UPDATE OF d SKIP LOCKED)
       UPDATE webhook_deliveries d SET claimed_until = $3
       FROM due, webhook_endpoints e, webhook_events ev
       WHERE d.id = due.id AND e.id = d.endpoint_id AND ev.id = d.event_id
       RETURNING d.id, d.event_id, d.attempts, d.first_attempt_at, e.id AS endpoint_id, e.merchant_id, e.url,
         e.secret, e.previous_secret, e.previous_secret_expires_at, ev.body::text AS body,
         ev.type, ev.object_kind, ev.created_at AS event_created_at, ev.test, ${UNMADE_ROWS}`,
      [now, limit, leaseUntil, perEndpoint],
    );
  },

  /**
   * Writes a batch's attempts (each at the time it ended), its deliveries' new states and their
   * endpoints' (last delivery, failing since: cleared by any success), each as one statement; answers
   * the endpoints. `now` is the batch's latest end.
   */
  async recordMany(tx: Queryable, done: { d: ClaimedDelivery; r: Recorded; at: Date }[], now: Date) {
    const o = done.map(({ r }) => r.outcome);
    const ids = done.map(({ d }) => d.id);
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, at, status_code, duration_ms, error, response_excerpt,
         response_truncated)
       SELECT v.id, v.at, v.code, v.ms, v.error, v.excerpt, v.cut
       FROM unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::int[], $5::text[], $6::text[], $7::boolean[])
         AS v(id, at, code, ms, error, excerpt, cut)`,
      [
        ids,
        done.map(({ at }) => at),
        o.map((x) => x.statusCode),
        o.map((x) => x.durationMs),
        o.map((x) => x.error),
        o.map((x) => x.excerpt),
        o.map((x) => x.truncated),
      ],
    );
    await tx.query(
      `UPDATE webhook_deliveries d SET status = v.status, attempts = d.attempts + 1,
         first_attempt_at = coalesce(d.first_attempt_at, v.at), last_attempt_at = v.at, last_status_code = v.code,
         last_duration_ms = v.ms, next_attempt_at = v.next, claimed_until = NULL
       FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
         AS v(id, at, status, code, ms, next)
       WHERE d.id = v.id`,
      [
        ids,
        done.map(({ at }) => at),
        done.map(({ r }) => r.status),
        o.map((x) => x.statusCode),
        o.map((x) => x.durationMs),
        done.map(({ r }) => r.nextAttemptAt),
      ],
    );
    const ok = new Map<string, boolean>();
    for (const { d, r } of done)
      ok.set(d.endpoint_id, (ok.get(d.endpoint_id) ?? false) || r.status === 'succeeded');
    const endpoints = [...ok.keys()].sort();
    // locked in one order, so that two instances never wait for each other
    await tx.query('SELECT 1 FROM webhook_endpoints WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
      endpoints,
    ]);
    return tx.query<EndpointAfter>(
      `UPDATE webhook_endpoints e SET last_delivery_at = $2,
         failing_since = CASE WHEN v.ok THEN NULL ELSE coalesce(e.failing_since, $2) END
       FROM unnest($1::uuid[], $3::boolean[]) AS v(id, ok)
       WHERE e.id = v.id RETURNING e.id, e.merchant_id, e.url, e.enabled, e.failing_since`,
      [endpoints, now, endpoints.map((id) => ok.get(id))],
    );
  },

  /** Disables an endpoint that has failed since `before`; answers whether this call did it. */
  async disableFailing(tx: Queryable, endpointId: string, before: Date, now: Date): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'failing', updated_at = $3
       WHERE id = $1 AND enabled AND failing_since <= $2 RETURNING id`,
      [endpointId, before, now],
    );
    return rows.length > 0;
  },

  /** Where to mail about a merchant: its owner's address and its name (the merchants' view). */
  async owner(db: Queryable, merchantId: string) {
    const rows = await db.query<{ email: string; merchant_name: string }>(
      'SELECT email, merchant_name FROM merchant_profiles WHERE id = $1',
      [merchantId],
    );
    return rows[0];
  },
};
