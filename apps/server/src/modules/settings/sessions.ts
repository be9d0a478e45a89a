import type { ActiveSession } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { RequestContext, SessionPrincipal } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { activeSessions, type SessionRow } from '../auth';
import { parseUserAgent } from './user-agent';

const sessionView =
  (currentId: string) =>
  (r: SessionRow): ActiveSession => ({
    id: r.id,
    ...parseUserAgent(r.user_agent),
    ip: r.ip,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    current: r.id === currentId,
  });

/** The active sessions of the settings page: the device of each, and ending them. */
export function sessionService(deps: Deps) {
  const active = activeSessions(deps);

  async function list(p: SessionPrincipal, query: { limit: number; cursor?: string }) {
    const rows = await active.list(p.userId, query.limit, decodeTimeIdCursor(query.cursor));
    return pageOf(rows, query.limit, sessionView(p.sessionId), (r) => [r.created_at, r.id]);
  }

  async function revoke(p: SessionPrincipal, sessionId: string, ctx: RequestContext) {
    await active.revoke(p, sessionId, ctx);
    return { ok: true as const };
  }

  async function revokeOthers(p: SessionPrincipal, ctx: RequestContext) {
    const ended = await deps.db.transaction(async (tx) => {
      const n = await active.revokeOthers(tx, p.userId, p.sessionId, 'revoked_by_merchant');
      await recordSecurityEvent(tx, p, 'sessions_revoked', ctx, { sessions_ended: n });
      return n;
    });
    return { sessions_ended: ended };
  }

  return { list, revoke, revokeOthers };
}
