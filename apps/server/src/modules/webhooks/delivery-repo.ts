import type { WebhookDeliveryListQuery } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { listConditions, type TimeIdPosition } from '../../platform/paging';

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  object_id: string;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_duration_ms: number | null;
  next_attempt_at: Date | null;
  created_at: Date;
  [key: string]: unknown;
}

export interface AttemptRow {
  at: Date;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
  response_truncated: boolean;
  [key: string]: unknown;
}

const COLUMNS = `d.id, d.endpoint_id, d.event_id, d.event_type, d.object_id, d.status, d.attempts,
  d.last_status_code, d.last_duration_ms, d.next_attempt_at, d.created_at`;

/** The delivery log's SQL: every statement scoped to one merchant, deleted endpoints left out. */
export const deliveryRepo = {
  async list(
    db: Queryable,
    merchantId: string,
    endpointId: string,
    q: WebhookDeliveryListQuery,
    after: TimeIdPosition | undefined,
  ): Promise<DeliveryRow[]> {
    const c = listConditions();
    c.add('d.merchant_id = ?0', merchantId);
    c.add('d.endpoint_id = ?0', endpointId);
    if (q.event_type) c.add('d.event_type = ?0', q.event_type);
    if (q.status) c.add('d.status = ?0', q.status);
    if (q.from) c.add('d.created_at >= ?0', q.from);
    if (q.to) c.add('d.created_at < ?0', q.to);
    const tail = c.newestFirst('d.created_at', 'd.id', after, q.limit);
    return db.query<DeliveryRow>(
      `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE ${c.where()} ${tail}`,
      c.params,
    );
  },

  async mine(db: Queryable, merchantId: string, id: string) {
    const rows = await db.query<DeliveryRow & { body: Record<string, unknown> }>(
      `SELECT ${COLUMNS}, ev.body FROM webhook_deliveries d
         JOIN webhook_events ev ON ev.id = d.event_id
         JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.deleted_at IS NULL
       WHERE d.id = $1 AND d.merchant_id = $2`,
      [id, merchantId],
    );
    return rows[0];
  },

  attempts(db: Queryable, deliveryId: string): Promise<AttemptRow[]> {
    return db.query<AttemptRow>(
      `SELECT at, status_code, duration_ms, error, response_excerpt, response_truncated
       FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id`,
      [deliveryId],
    );
  },

  /** Queues a delivery again now, with a new 3-day window (its attempts so far stay in the log). */
  async resend(db: Queryable, merchantId: string, id: string, now: Date) {
    const rows = await db.query<DeliveryRow>(
      `UPDATE webhook_deliveries d SET status = CASE WHEN d.attempts = 0 THEN 'pending' ELSE 'retrying' END,
         next_attempt_at = $3, first_attempt_at = NULL, claimed_until = NULL
       FROM webhook_endpoints e
       WHERE d.id = $1 AND d.merchant_id = $2 AND e.id = d.endpoint_id AND e.deleted_at IS NULL
       RETURNING ${COLUMNS}`,
      [id, merchantId, now],
    );
    return rows[0];
  },

  /** Queues again every failed delivery of the endpoint created in [from, to); answers how many. */
  async resendFailed(db: Queryable, merchantId: string, endpointId: string, from: Date, to: Date, now: Date) {
    const rows = await db.query<{ n: number }>(
      `WITH queued AS (
         UPDATE webhook_deliveries SET status = 'retrying', next_attempt_at = $5, first_attempt_at = NULL,
           claimed_until = NULL
         WHERE merchant_id = $1 AND endpoint_id = $2 AND status = 'failed' AND created_at >= $3 AND created_at < $4
         RETURNING 1)
       SELECT count(*)::int AS n FROM queued`,
      [merchantId, endpointId, from, to, now],
    );
    return rows[0]?.n ?? 0;
  },

  /** A webhook.test event and its one delivery, to this endpoint whatever it subscribes to. */
  /** A deleted endpoint's undelivered events are dropped (marked failed). */
  async dropUndelivered(db: Queryable, endpointId: string): Promise<void> {
    await db.query(
      `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, claimed_until = NULL
       WHERE endpoint_id = $1 AND status IN ('pending', 'retrying')`,
      [endpointId],
    );
  },
};
