import type { Permission } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { confirmedMemory, REMEMBER_MS } from '../../platform/confirmed-memory';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { ConfirmedAuthenticate } from '../../platform/money-route';
import type { MerchantPrincipal } from '../../platform/request-context';
import { newToken, sha256 } from '../../platform/secrets';

interface SessionLookup {
  id: string;
  merchant_id: string;
  user_id: string;
  user_status: 'invited' | 'active' | 'disabled' | 'removed';
  role_id: string;
  permissions: Permission[];
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  status: 'normal' | 'disabled';
  kyb_status: MerchantPrincipal['kybStatus'];
  [key: string]: unknown;
}

function bearerOf(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header) : null;
  if (!match?.[1]) throw fail.unauthorized();
  return match[1];
}

/** Bearer sessions: random tokens, only their SHA-256 stored, revocable. */
export function sessionStore(deps: Deps) {
  const { db, clock, config } = deps;
  const ttlMs = config.SESSION_TTL_HOURS * 3_600_000;
  /** Sessions recently found valid, by token hash (hex): what `confirmed` answers from. */
  const remembered = confirmedMemory<MerchantPrincipal>();
  /** Requests whose principal came from `remembered` and still awaits its write's confirmation. */
  const fromMemory = new WeakSet<FastifyRequest>();

  /** Resolves the bearer token of a request, or throws 401 (none, unknown, expired) / 403 (revoked, disabled). */
  async function authenticate(req: FastifyRequest) {
    const tokenHash = sha256(bearerOf(req));
    const rows = await db.query<SessionLookup>(
      `SELECT s.id, s.merchant_id, s.user_id, s.expires_at, s.revoked_at, s.last_seen_at, m.status,
         m.kyb_status, u.status AS user_status, u.role_id, r.permissions
       FROM sessions s JOIN merchant_standing m ON m.id = s.merchant_id
         JOIN merchant_users u ON u.id = s.user_id JOIN role_grants r ON r.id = u.role_id
       WHERE s.token_hash = $1`,
      [tokenHash],
      { prepared: true },
    );
    const s = rows[0];
    const now = clock.now();
    if (!s || s.expires_at <= now) throw fail.unauthorized();
    // Disabling a merchant also revokes its sessions: the reason that matters to it comes first.
    if (s.status === 'disabled') throw fail.forbidden('merchant_disabled');
    if (s.revoked_at) throw fail.forbidden('session_revoked');
    if (s.user_status !== 'active') throw fail.forbidden('user_disabled');
    // Last-seen is informative; write it at most once a minute.
    if (now.getTime() - s.last_seen_at.getTime() > 60_000) {
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [s.id, now]);
    }
    const principal: MerchantPrincipal = {
      merchantId: s.merchant_id,
      userId: s.user_id,
      roleId: s.role_id,
      permissions: new Set(s.permissions),
      sessionId: s.id,
      kybStatus: s.kyb_status,
    };
    req.merchant = principal;
    remembered.set(
      tokenHash.toString('hex'),
      principal,
      Math.min(now.getTime() + REMEMBER_MS, s.expires_at.getTime()),
    );
  }

  /**
   * For a money route whose one write statement confirms the session itself (a prepared effect): a
   * session found valid moments ago answers from memory, and the write holds only while the session
   * is still unrevoked, unexpired, its merchant enabled and of the same KYB status. When that fails,
   * the route authenticates against the database (401/403 as ever) and starts again.
   */
  const confirmed: ConfirmedAuthenticate = {
    async authenticate(req) {
      const key = sha256(bearerOf(req)).toString('hex');
      const hit = remembered.get(key, clock.now().getTime());
      if (hit) {
        req.merchant = hit;
        fromMemory.add(req);
        return;
      }
      await authenticate(req);
    },
    confirmation(req) {
      if (!fromMemory.has(req) || !req.merchant) return null;
      const p = req.merchant;
      // migration 027: the session unrevoked and unexpired, its user active and of this role, its
      // merchant enabled and of this KYB status
      return {
        relation: 'live_sessions',
        equal: { id: [p.sessionId, 'uuid'], kyb_status: [p.kybStatus, 'text'], role_id: [p.roleId, 'uuid'] },
        later: { expires_at: [clock.now(), 'timestamptz'] },
      };
    },
    async again(req) {
      fromMemory.delete(req);
      remembered.delete(sha256(bearerOf(req)).toString('hex'));
      await authenticate(req);
    },
  };

  return {
    async create(tx: Queryable, who: { merchantId: string; userId: string }, ip: string, userAgent: string) {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await tx.query(
        `INSERT INTO sessions (merchant_id, user_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
        [who.merchantId, who.userId, sha256(token), ip, userAgent, now, expiresAt],
      );
      return { token, expiresAt };
    },

    authenticate,
    confirmed,

    async revoke(sessionId: string, reason: string) {
      remembered.deleteWhere((p) => p.sessionId === sessionId);
      await db.query(
        'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
        [sessionId, clock.now(), reason],
      );
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
