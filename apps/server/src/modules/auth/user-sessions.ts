import type { Queryable } from '../../db/client';

/**
 * Ends every live session of one user inside the caller's transaction (a user disabled or removed
 * from the team); answers how many ended.
 */
export async function revokeUserSessions(tx: Queryable, userId: string, reason: string): Promise<number> {
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
    [userId, reason],
  );
  return rows.length;
}
