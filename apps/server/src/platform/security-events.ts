import type { Queryable } from '../db/client';
import type { RequestContext } from './request-context';

export type SecurityEventKind =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'totp_enabled'
  | 'totp_disabled';

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
