import type { Queryable } from '../../db/client';

/**
 * Locks, in id order, the active users of a merchant who hold a role, and answers their ids: the
 * team's changes take this lock on the owners first, so two of them cannot both leave none.
 */
export async function lockActiveUsersOfRole(
  tx: Queryable,
  merchantId: string,
  roleId: string,
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM merchant_users WHERE merchant_id = $1 AND role_id = $2 AND status = 'active'
     ORDER BY id FOR UPDATE`,
    [merchantId, roleId],
  );
  return rows.map((r) => r.id);
}
