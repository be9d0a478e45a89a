import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { rowsForPage, type TimeIdPosition } from '../../platform/paging';
import type { RequestContext, SessionPrincipal } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';

export interface SessionRow {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  [key: string]: unknown;
}

/** A user's sessions that still open the API: listing them and ending them. */
export function activeSessions(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  return {
    /** Unrevoked, unexpired sessions, newest first; one more than `limit` tells whether more follow. */
    async list(userId: string, limit: number, after: TimeIdPosition | undefined): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
         WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
           AND ($3::timestamptz IS NULL OR (created_at, id) < ($3, $4::uuid))
         ORDER BY created_at DESC, id DESC LIMIT $5`,
        [userId, clock.now(), after?.at ?? null, after?.id ?? null, rowsForPage(limit)],
      );
    },

    /** Ends one other session of the user; 404 for anything that is not one of their active sessions. */
    async revoke(who: SessionPrincipal, sessionId: string, ctx: RequestContext) {
      const currentSessionId = who.sessionId;
      if (sessionId === currentSessionId) throw fail.conflict('session_is_current');
      await db.transaction(async (tx) => {
        const rows = await tx.query<{ ip: string | null }>(
          `UPDATE sessions SET revoked_at = $3, revoked_reason = 'revoked_by_merchant'
           WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3
           RETURNING ip`,
          [sessionId, who.userId, clock.now()],
        );
        if (!rows[0]) throw fail.notFound();
        await recordSecurityEvent(tx, who, 'session_revoked', ctx, { session_ip: rows[0].ip ?? '' });
      });
    },

    /** Ends every session of the user but one, inside the caller's transaction; returns how many. */
    async revokeOthers(tx: Queryable, userId: string, keepSessionId: string, reason: string) {
      const rows = await tx.query(
        `UPDATE sessions SET revoked_at = $3, revoked_reason = $4
         WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > $3
         RETURNING id`,
        [userId, keepSessionId, clock.now(), reason],
      );
      return rows.length;
    },
  };
}

export type ActiveSessions = ReturnType<typeof activeSessions>;
