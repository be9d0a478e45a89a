import type { Queryable } from '../../db/client';

/** Ends every open session of a merchant inside the caller's transaction; returns how many ended. */
export async function revokeAllSessions(
  tx: Queryable,
  merchantId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE merchant_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [merchantId, at, reason],
  );
  return rows.length;
}

/** Ends every open session of one user inside the caller's transaction; returns how many ended. */
export async function revokeUserSessions(
  tx: Queryable,
  userId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [userId, at, reason],
  );
  return rows.length;
}
