import type { SecurityEvent } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { decodeCursor, pageOf, rowsForPage } from '../../platform/paging';
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
    created_at: r.created_at.toISOString(),
  };
}

/** The merchant's security activity log, newest first, in cursor pages. */
export async function listSecurityEvents(
  db: Queryable,
  merchantId: string,
  query: { limit: number; cursor?: string },
) {
  const [before] = decodeCursor(query.cursor, ['serial']) ?? [];
  const rows = await securityEventsBefore(db, merchantId, before, rowsForPage(query.limit));
  return pageOf(rows, query.limit, view, (r) => [String(r.id)]);
}
