import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { newToken, sha256 } from '../../platform/secrets';

/** An operator session lasts a working day at most, and ends after 15 idle minutes. */
export const OPERATOR_SESSION_HOURS = 8;
export const OPERATOR_IDLE_MINUTES = 15;

interface SessionLookup {
  id: string;
  operator_id: string;
  email: string;
  status: 'active' | 'disabled';
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  [key: string]: unknown;
}

/** Bearer sessions of operators: their own table, so no merchant token opens the back office and vice versa. */
export function operatorSessions(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  return {
    async create(tx: Queryable, operatorId: string, ctx: Pick<RequestContext, 'ip' | 'userAgent'>) {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
      await tx.query(
        `INSERT INTO operator_sessions (operator_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [operatorId, sha256(token), ctx.ip, ctx.userAgent, now, expiresAt],
      );
      return { token, expiresAt };
    },

    /** Resolves the bearer token: 401 (none, unknown, expired, idle) / 403 (operator disabled, session revoked). */
    async authenticate(req: FastifyRequest) {
      const header = req.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
      if (!match?.[1]) throw fail.unauthorized();
      const [s] = await db.query<SessionLookup>(
        `SELECT s.id, s.operator_id, o.email, o.status, s.expires_at, s.last_seen_at, s.revoked_at
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
        [sha256(match[1])],
      );
      const now = clock.now();
      const idleSince = now.getTime() - OPERATOR_IDLE_MINUTES * 60_000;
      if (!s || s.expires_at <= now || s.last_seen_at.getTime() <= idleSince) throw fail.unauthorized();
      if (s.status === 'disabled') throw fail.forbidden('operator_disabled');
      if (s.revoked_at) throw fail.forbidden('session_revoked');
      if (now.getTime() - s.last_seen_at.getTime() > 60_000) {
        await db.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE id = $1', [s.id, now]);
      }
      req.operator = { operatorId: s.operator_id, sessionId: s.id, email: s.email };
    },

    async revoke(tx: Queryable, sessionId: string, reason: string) {
      await tx.query(
        `UPDATE operator_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL`,
        [sessionId, clock.now(), reason],
      );
    },

    /** Ends every open session of an operator (disabled, or a new authenticator). */
    async revokeAll(tx: Queryable, operatorId: string, reason: string) {
      await tx.query(
        `UPDATE operator_sessions SET revoked_at = $2, revoked_reason = $3
         WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [operatorId, clock.now(), reason],
      );
    },
  };
}

export type OperatorSessions = ReturnType<typeof operatorSessions>;
