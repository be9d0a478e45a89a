import type { Queryable } from '../../db/client';

/** Whose sessions end: every user's of a merchant, or one user's. */
export type SessionHolder = { merchantId: string } | { userId: string };

/** Ends every open session of a merchant or of one user inside the caller's transaction; returns how many ended. */
export async function revokeSessions(
  tx: Queryable,
  holder: SessionHolder,
  reason: string,
  at: Date,
): Promise<number> {
  const [column, id] = 'userId' in holder ? ['user_id', holder.userId] : ['merchant_id', holder.merchantId];
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE ${column} = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [id, at, reason],
  );
  return rows.length;
}
