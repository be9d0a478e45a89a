import type { Db, Queryable } from '../../db/client';
import type { AttemptOutcome } from './sender';

/** A delivery taken by this instance, with what sending it needs. */
export interface ClaimedDelivery {
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
  /** The event's JSON as it is sent, byte for byte the same on every attempt. */
  body: string;
  [key: string]: unknown;
}

/** What recording an attempt leaves of its endpoint. */
export interface EndpointAfter {
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
  claim(db: Db, now: Date, limit: number, leaseUntil: Date): Promise<ClaimedDelivery[]> {
    return db.query<ClaimedDelivery>(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.status IN ('pending', 'retrying') AND d.next_attempt_at <= $1
           AND (d.claimed_until IS NULL OR d.claimed_until < $1)
           AND e.enabled AND e.deleted_at IS NULL
           AND NOT EXISTS (
             SELECT 1 FROM webhook_deliveries o
             WHERE o.endpoint_id = d.endpoint_id AND o.object_id = d.object_id
               AND o.status IN ('pending', 'retrying') AND o.event_seq < d.event_seq)
         ORDER BY d.next_attempt_at, d.event_seq
         LIMIT $2
         FOR UPDATE OF d SKIP LOCKED)
       UPDATE webhook_deliveries d SET claimed_until = $3
       FROM due, webhook_endpoints e, webhook_events ev
       WHERE d.id = due.id AND e.id = d.endpoint_id AND ev.id = d.event_id
       RETURNING d.id, d.event_id, d.attempts, d.first_attempt_at, e.id AS endpoint_id, e.merchant_id, e.url,
         e.secret, e.previous_secret, e.previous_secret_expires_at, ev.body::text AS body`,
      [now, limit, leaseUntil],
    );
  },

  /** Writes the attempt, the delivery's new state and the endpoint's; answers the endpoint. */
  async record(tx: Queryable, d: ClaimedDelivery, r: Recorded, now: Date): Promise<EndpointAfter> {
    const o = r.outcome;
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, at, status_code, duration_ms, error, response_excerpt,
         response_truncated) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [d.id, now, o.statusCode, o.durationMs, o.error, o.excerpt, o.truncated],
      { prepared: true },
    );
    await tx.query(
      `UPDATE webhook_deliveries SET status = $2, attempts = attempts + 1,
         first_attempt_at = coalesce(first_attempt_at, $3), last_attempt_at = $3, last_status_code = $4,
         last_duration_ms = $5, next_attempt_at = $6, claimed_until = NULL
       WHERE id = $1`,
      [d.id, r.status, now, o.statusCode, o.durationMs, r.nextAttemptAt],
      { prepared: true },
    );
    const rows = await tx.query<EndpointAfter>(
      `UPDATE webhook_endpoints SET last_delivery_at = $2,
         failing_since = CASE WHEN $3 THEN NULL ELSE coalesce(failing_since, $2) END
       WHERE id = $1 RETURNING merchant_id, url, enabled, failing_since`,
      [d.endpoint_id, now, r.status === 'succeeded'],
      { prepared: true },
    );
    return rows[0]!;
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
