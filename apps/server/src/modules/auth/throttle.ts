import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';

/**
 * Failed logins per account and per IP over a sliding window, kept in the
 * database so that every server instance sees the same counts.
 */
export function loginThrottle(deps: Deps) {
  const { config, db, clock } = deps;
  const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const limits = { account: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, ip: config.LOGIN_MAX_FAILURES_PER_IP };

  async function check(scope: 'account' | 'ip', key: string) {
    const now = clock.now();
    const since = new Date(now.getTime() - windowMs);
    const rows = await db.query<{ n: bigint; oldest: Date | null }>(
      `SELECT count(*) AS n, min(created_at) AS oldest FROM (
         SELECT created_at FROM auth_failures WHERE scope = $1 AND key = $2 AND created_at > $3
         ORDER BY created_at DESC LIMIT $4) recent`,
      [scope, key, since, limits[scope]],
    );
    const n = Number(rows[0]?.n ?? 0n);
    const oldest = rows[0]?.oldest;
    if (n >= limits[scope] && oldest) {
      throw fail.rateLimited((oldest.getTime() + windowMs - now.getTime()) / 1000);
    }
  }

  return {
    /** Throws 429 with Retry-After while the account or the address is over its limit. */
    async assertAllowed(email: string, ip: string) {
      await check('ip', ip);
      await check('account', email.toLowerCase());
    },
    async recordFailure(email: string, ip: string) {
      const now = clock.now();
      await db.query(
        `INSERT INTO auth_failures (scope, key, created_at) VALUES ('account', $1, $3), ('ip', $2, $3)`,
        [email.toLowerCase(), ip, now],
      );
    },
    async clearAccount(email: string) {
      await db.query(`DELETE FROM auth_failures WHERE scope = 'account' AND key = $1`, [email.toLowerCase()]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
