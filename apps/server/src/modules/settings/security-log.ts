import type { SecurityEvent } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { decodeCursor, pageOf, rowsForPage } from '../../platform/paging';
import { parseUserAgent } from './user-agent';

interface EventRow {
  id: bigint | string;
  kind: string;
  ip: string | null;
  user_agent: string | null;
  detail: unknown;
  created_at: Date;
  [key: string]: unknown;
}

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

function view(r: EventRow): SecurityEvent {
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
  const rows = await db.query<EventRow>(
    `SELECT id, kind, ip, user_agent, detail, created_at FROM security_events
     WHERE merchant_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)
     ORDER BY id DESC LIMIT $3`,
    [merchantId, before ?? null, rowsForPage(query.limit)],
  );
  return pageOf(rows, query.limit, view, (r) => [String(r.id)]);
}
