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
  | 'api_key_revoked'
  | 'webhook_endpoint_created'
  | 'webhook_endpoint_updated'
  | 'webhook_endpoint_deleted'
  | 'webhook_secret_rotated'
  | 'team_member_invited'
  | 'team_invitation_resent'
  | 'team_role_changed'
  | 'team_member_disabled'
  | 'team_member_enabled'
  | 'team_member_removed'
  | 'team_joined'
  | 'team_left'
  | 'order_accepted'
  | 'order_refund_requested'
  | 'late_payment_credited'
  | 'late_payment_refund_requested';

/**
 * Whose log an event is in: the merchant, and the acting user (null for the platform's own acts,
 * such as an operator's KYB decision, which every user of the merchant sees).
 */
export interface SecurityEventActor {
  merchantId: string;
  userId: string | null;
}

export interface SecurityEventRow {
  id: bigint | string;
  kind: string;
  ip: string | null;
  user_agent: string | null;
  detail: unknown;
  created_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  [key: string]: unknown;
}

/** Whose log is read: a user's own events, the merchant's platform events, and (`team`) every team change. */
export interface SecurityLogReader {
  merchantId: string;
  userId: string;
  team: boolean;
}

/**
 * A user's security log, newest first, before the event `beforeId` when given (the table is this
 * log's own; user_profiles is the auth module's view of who acted).
 */
export function securityEventsBefore(
  db: Queryable,
  reader: SecurityLogReader,
  beforeId: string | undefined,
  limit: number,
): Promise<SecurityEventRow[]> {
  return db.query<SecurityEventRow>(
    `SELECT e.id, e.kind, e.ip, e.user_agent, e.detail, e.created_at,
       u.id AS actor_id, u.name AS actor_name, u.email AS actor_email
     FROM security_events e LEFT JOIN user_profiles u ON u.id = e.user_id
     WHERE e.merchant_id = $1
       AND (e.user_id = $2 OR e.user_id IS NULL OR ($3 AND e.kind LIKE 'team\\_%'))
       AND ($4::bigint IS NULL OR e.id < $4::bigint)
     ORDER BY e.id DESC LIMIT $5`,
    [reader.merchantId, reader.userId, reader.team, beforeId ?? null, limit],
  );
}

/** Appends to the security activity log (shown on the settings page); `who` null: no known account. */
export async function recordSecurityEvent(
  db: Queryable,
  who: SecurityEventActor | null,
  kind: SecurityEventKind,
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  detail: Record<string, string | number | boolean> = {},
) {
  await db.query(
    `INSERT INTO security_events (merchant_id, user_id, kind, ip, user_agent, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [who?.merchantId ?? null, who?.userId ?? null, kind, ctx.ip, ctx.userAgent, JSON.stringify(detail)],
  );
}
