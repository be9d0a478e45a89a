import type { Queryable } from '../../db/client';
import { rowsForPage, type TimeIdPosition } from '../../platform/paging';

export interface EndpointRow {
  id: string;
  merchant_id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_reason: 'failing' | 'manual' | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  last_delivery_at: Date | null;
  failing_since: Date | null;
  [key: string]: unknown;
}

const COLUMNS = `id, merchant_id, url, description, events, enabled, disabled_reason, secret, previous_secret,
  previous_secret_expires_at, created_at, last_delivery_at, failing_since`;

export interface EndpointChange {
  url?: string | undefined;
  description?: string | undefined;
  events?: string[] | undefined;
  enabled?: boolean | undefined;
}

/** SQL of webhook endpoints; every statement is scoped to one merchant, deleted endpoints left out. */
export const endpointRepo = {
  async list(db: Queryable, merchantId: string, limit: number, after: TimeIdPosition | undefined) {
    return db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE merchant_id = $1 AND deleted_at IS NULL
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [merchantId, after?.at ?? null, after?.id ?? null, rowsForPage(limit)],
    );
  },

  async mine(db: Queryable, merchantId: string, id: string, lock = false): Promise<EndpointRow | undefined> {
    const rows = await db.query<EndpointRow>(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND merchant_id = $2 AND deleted_at IS NULL
       ${lock ? 'FOR UPDATE' : ''}`,
      [id, merchantId],
    );
    return rows[0];
  },

  /** Serialises the merchant's endpoint changes (the count limit): a lock on the merchant's key. */
  async lockMerchant(db: Queryable, merchantId: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1::text))`, [merchantId]);
  },

  async count(db: Queryable, merchantId: string): Promise<number> {
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_endpoints WHERE merchant_id = $1 AND deleted_at IS NULL',
      [merchantId],
    );
    return rows[0]?.n ?? 0;
  },

  async insert(
    db: Queryable,
    e: { id: string; merchantId: string; url: string; description: string; events: string[]; secret: string },
    now: Date,
  ): Promise<EndpointRow> {
    const rows = await db.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (id, merchant_id, url, description, events, secret, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
      [e.id, e.merchantId, e.url, e.description, e.events, e.secret, now],
    );
    return rows[0]!;
  },

  /** Enabling clears the reason (a failing endpoint starts again from a clean slate). */
  async update(db: Queryable, merchantId: string, id: string, c: EndpointChange, now: Date) {
    const rows = await db.query<EndpointRow>(
      `UPDATE webhook_endpoints SET
         url = coalesce($3, url),
         description = coalesce($4, description),
         events = coalesce($5, events),
         enabled = coalesce($6, enabled),
         disabled_reason = CASE WHEN $6::boolean IS NULL THEN disabled_reason
                                WHEN $6 THEN NULL ELSE coalesce(disabled_reason, 'manual') END,
         failing_since = CASE WHEN $6::boolean THEN NULL ELSE failing_since END,
         updated_at = $7
       WHERE id = $1 AND merchant_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, c.url ?? null, c.description ?? null, c.events ?? null, c.enabled ?? null, now],
    );
    return rows[0];
  },

  /** A new secret; the previous one signs too until `keepUntil` (null: it is forgotten now). */
  async rotate(
    db: Queryable,
    merchantId: string,
    id: string,
    secret: string,
    now: Date,
    keepUntil: Date | null,
  ) {
    const rows = await db.query<EndpointRow>(
      `UPDATE webhook_endpoints SET previous_secret = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE secret END,
         previous_secret_expires_at = $4, secret = $3,
         updated_at = $5
       WHERE id = $1 AND merchant_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, secret, keepUntil, now],
    );
    return rows[0];
  },

  async delete(db: Queryable, merchantId: string, id: string, now: Date) {
    const rows = await db.query<EndpointRow>(
      `UPDATE webhook_endpoints SET deleted_at = $3, enabled = false, disabled_reason = 'manual', updated_at = $3
       WHERE id = $1 AND merchant_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, now],
    );
    return rows[0];
  },
};
