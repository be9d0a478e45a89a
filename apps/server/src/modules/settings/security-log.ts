import type { SecurityEvent } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { decodeCursor, pageOf, rowsForPage } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import { type SecurityEventRow, securityEventsBefore } from '../../platform/security-events';
import { parseUserAgent } from './user-agent';

type Detail = SecurityEvent['detail'];

/** Only flat strings, numbers and booleans are shown; anything else in a stored detail is left out. */
function detailOf(value: unknown): Detail {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const out: Detail = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

function view(r: SecurityEventRow): SecurityEvent {
  const device = parseUserAgent(r.user_agent);
  return {
    id: String(r.id),
    kind: r.kind,
    ip: r.ip,
    browser: device.browser,
    os: device.os,
    detail: detailOf(r.detail),
    actor: r.actor_id ? { id: r.actor_id, name: r.actor_name, email: r.actor_email } : null,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * A user's security activity log, newest first, in cursor pages: their own events, the merchant's
 * platform events (KYB decisions), and every team change when they may read the team.
 */
export async function listSecurityEvents(
  db: Queryable,
  p: MerchantPrincipal,
  query: { limit: number; cursor?: string },
) {
  const [before] = decodeCursor(query.cursor, ['serial']) ?? [];
  const reader = { merchantId: p.merchantId, userId: p.userId, team: p.permissions.has('team.read') };
  const rows = await securityEventsBefore(db, reader, before, rowsForPage(query.limit));
  return pageOf(rows, query.limit, view, (r) => [String(r.id)]);
}
