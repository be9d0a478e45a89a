import type { ApiScope, Permission } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { rowsForPage, type TimeIdPosition } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';

export interface ApiKeyRow {
  id: string;
  merchant_id: string;
  key_id: string;
  name: string;
  scopes: ApiScope[];
  ip_allow: string[];
  created_at: Date;
  last_used_at: Date | null;
  rotated_at: Date | null;
  revoked_at: Date | null;
  [key: string]: unknown;
}

/** What authenticating a call needs: the key, its secret's hash and its merchant's state. */
export interface KeyLookup extends ApiKeyRow {
  secret_hash: Uint8Array;
  user_id: string;
  user_status: 'invited' | 'active' | 'disabled' | 'removed';
  role_id: string;
  permissions: Permission[];
  merchant_status: 'normal' | 'disabled';
  kyb_status: MerchantPrincipal['kybStatus'];
}

const COLUMNS =
  'id, merchant_id, key_id, name, scopes, ip_allow, created_at, last_used_at, rotated_at, revoked_at';

/** SQL of API keys; every statement but the lookup of a call is scoped to one merchant. */
export const apiKeyRepo = {
  async lookup(db: Queryable, keyId: string): Promise<KeyLookup | undefined> {
    const rows = await db.query<KeyLookup>(
      `SELECT k.id, k.merchant_id, k.key_id, k.name, k.scopes, k.ip_allow, k.created_at, k.last_used_at,
         k.rotated_at, k.revoked_at, k.secret_hash, m.status AS merchant_status, m.kyb_status,
         k.user_id, u.status AS user_status, u.role_id, r.permissions
       FROM api_keys k JOIN merchant_standing m ON m.id = k.merchant_id
         JOIN user_profiles u ON u.id = k.user_id JOIN role_grants r ON r.id = u.role_id
       WHERE k.key_id = $1`,
      [keyId],
      { prepared: true },
    );
    return rows[0];
  },

  /** Last use is informative: written when it is a minute old or more. */
  async touch(db: Queryable, id: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE api_keys SET last_used_at = $2
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
      [id, now],
    );
  },

  async list(
    db: Queryable,
    merchantId: string,
    limit: number,
    after: TimeIdPosition | undefined,
  ): Promise<ApiKeyRow[]> {
    return db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE merchant_id = $1
         AND ($2::timestamptz IS NULL OR (created_at, id) < ($2, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [merchantId, after?.at ?? null, after?.id ?? null, rowsForPage(limit)],
    );
  },

  async mine(db: Queryable, merchantId: string, id: string): Promise<ApiKeyRow | undefined> {
    const rows = await db.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE id = $1 AND merchant_id = $2`,
      [id, merchantId],
    );
    return rows[0];
  },

  async countActive(db: Queryable, merchantId: string): Promise<number> {
    const [row] = await db.query<{ n: bigint | number }>(
      'SELECT count(*) AS n FROM api_keys WHERE merchant_id = $1 AND revoked_at IS NULL',
      [merchantId],
    );
    return Number(row?.n ?? 0);
  },

  /** Serialises the creations of one merchant's keys until the transaction ends (the limit holds). */
  async lockMerchant(tx: Queryable, merchantId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`api_keys:${merchantId}`]);
  },

  async insert(
    tx: Queryable,
    k: {
      merchantId: string;
      userId: string;
      keyId: string;
      secretHash: Buffer;
      name: string;
      scopes: ApiScope[];
      ipAllow: string[];
      now: Date;
    },
  ): Promise<ApiKeyRow> {
    const [row] = await tx.query<ApiKeyRow>(
      `INSERT INTO api_keys (merchant_id, user_id, key_id, secret_hash, name, scopes, ip_allow, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7::text[], $8) RETURNING ${COLUMNS}`,
      [k.merchantId, k.userId, k.keyId, k.secretHash, k.name, k.scopes, k.ipAllow, k.now],
    );
    return row!;
  },

  /** A new secret for an active key of the merchant; undefined when there is none. */
  async rotate(
    tx: Queryable,
    merchantId: string,
    id: string,
    secretHash: Buffer,
    now: Date,
  ): Promise<ApiKeyRow | undefined> {
    const [row] = await tx.query<ApiKeyRow>(
      `UPDATE api_keys SET secret_hash = $3, rotated_at = $4
       WHERE id = $1 AND merchant_id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, secretHash, now],
    );
    return row;
  },

  async update(
    tx: Queryable,
    merchantId: string,
    id: string,
    change: { name?: string | undefined; ipAllow?: string[] | undefined },
  ): Promise<ApiKeyRow | undefined> {
    const [row] = await tx.query<ApiKeyRow>(
      `UPDATE api_keys SET name = coalesce($3, name), ip_allow = coalesce($4::text[], ip_allow)
       WHERE id = $1 AND merchant_id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, change.name ?? null, change.ipAllow ?? null],
    );
    return row;
  },

  async revoke(tx: Queryable, merchantId: string, id: string, now: Date): Promise<ApiKeyRow | undefined> {
    const [row] = await tx.query<ApiKeyRow>(
      `UPDATE api_keys SET revoked_at = $3
       WHERE id = $1 AND merchant_id = $2 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [id, merchantId, now],
    );
    return row;
  },
};
