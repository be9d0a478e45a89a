import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import { newToken, sha256 } from '../../platform/secrets';

interface SessionLookup {
  id: string;
  merchant_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  status: 'normal' | 'disabled';
  kyb_status: MerchantPrincipal['kybStatus'];
  [key: string]: unknown;
}

/** Bearer sessions: random tokens, only their SHA-256 stored, revocable. */
export function sessionStore(deps: Deps) {
  const { db, clock, config } = deps;
  const ttlMs = config.SESSION_TTL_HOURS * 3_600_000;

  return {
    async create(tx: Queryable, merchantId: string, ip: string, userAgent: string) {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await tx.query(
        `INSERT INTO sessions (merchant_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6)`,
        [merchantId, sha256(token), ip, userAgent, now, expiresAt],
      );
      return { token, expiresAt };
    },

    /** Resolves the bearer token of a request, or throws 401 (none, unknown, expired) / 403 (revoked, disabled). */
    async authenticate(req: FastifyRequest) {
      const header = req.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
      if (!match?.[1]) throw fail.unauthorized();
      const rows = await db.query<SessionLookup>(
        `SELECT s.id, s.merchant_id, s.expires_at, s.revoked_at, s.last_seen_at, m.status, m.kyb_status
         FROM sessions s JOIN merchants m ON m.id = s.merchant_id WHERE s.token_hash = $1`,
        [sha256(match[1])],
        { prepared: true },
      );
      const s = rows[0];
      const now = clock.now();
      if (!s || s.expires_at <= now) throw fail.unauthorized();
      // Disabling a merchant also revokes its sessions: the reason that matters to it comes first.
      if (s.status === 'disabled') throw fail.forbidden('merchant_disabled');
      if (s.revoked_at) throw fail.forbidden('session_revoked');
      // Last-seen is informative; write it at most once a minute.
      if (now.getTime() - s.last_seen_at.getTime() > 60_000) {
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [s.id, now]);
      }
      req.merchant = { merchantId: s.merchant_id, sessionId: s.id, kybStatus: s.kyb_status };
    },

    async revoke(sessionId: string, reason: string) {
      await db.query(
        'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
        [sessionId, clock.now(), reason],
      );
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
