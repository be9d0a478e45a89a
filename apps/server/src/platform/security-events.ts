import type { Queryable } from '../db/client';
import type { RequestContext } from './request-context';

export type SecurityEventKind =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'password_changed'
  | 'recovery_code_used'
  | 'recovery_codes_regenerated'
  | 'payment_password_set'
  | 'payment_password_changed'
  | 'payment_password_reset'
  | 'payment_password_failed'
  | 'payment_password_locked'
  | 'bank_account_added'
  | 'bank_account_updated'
  | 'bank_account_deleted'
  | 'payee_added'
  | 'payee_updated'
  | 'payee_deleted'
  | 'session_revoked'
  | 'sessions_revoked'
  | 'kyb_submitted'
  | 'kyb_approved'
  | 'kyb_rejected'
  | 'api_key_created'
  | 'api_key_updated'
  | 'api_key_rotated'
  | 'api_key_revoked';

export interface SecurityEventRow {
  id: bigint | string;
  kind: string;
  ip: string | null;
  user_agent: string | null;
  detail: unknown;
  created_at: Date;
  [key: string]: unknown;
}

/** A merchant's security events, newest first, before the event `beforeId` when given (the table is this log's own). */
export function securityEventsBefore(
  db: Queryable,
  merchantId: string,
  beforeId: string | undefined,
  limit: number,
): Promise<SecurityEventRow[]> {
  return db.query<SecurityEventRow>(
    `SELECT id, kind, ip, user_agent, detail, created_at FROM security_events
     WHERE merchant_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
     ORDER BY id DESC LIMIT $3`,
    [merchantId, beforeId ?? null, limit],
  );
}

/** Appends to a merchant's security activity log (shown on the settings page). */
export async function recordSecurityEvent(
  db: Queryable,
  merchantId: string | null,
  kind: SecurityEventKind,
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  detail: Record<string, string | number | boolean> = {},
) {
  await db.query(
    'INSERT INTO security_events (merchant_id, kind, ip, user_agent, detail) VALUES ($1, $2, $3, $4, $5)',
    [merchantId, kind, ctx.ip, ctx.userAgent, JSON.stringify(detail)],
  );
}
