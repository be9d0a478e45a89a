import type { Queryable } from '../../db/client';

/**
 * Who gets a merchant's statements by email: active users whose role may read statements (the
 * permission of the statements' routes, read when the mail goes out, so a user who lost it since
 * subscribing gets none) and who chose so, or owners who did not choose otherwise (users and roles
 * are read from the auth and team modules' views).
 */
const STATEMENTS_PERMISSION = 'history.export';
const SUBSCRIBED = `(coalesce(p.enabled, r.key = $2) AND '${STATEMENTS_PERMISSION}' = ANY(r.permissions))`;
const OWNER_ROLE = 'owner';

export const statementEmailPrefs = {
  async subscribers(db: Queryable, merchantId: string): Promise<{ email: string; name: string }[]> {
    return db.query<{ email: string; name: string }>(
      `SELECT u.email, u.name FROM user_profiles u
       JOIN role_grants r ON r.id = u.role_id
       LEFT JOIN statement_email_prefs p ON p.user_id = u.id
       WHERE u.merchant_id = $1 AND u.status = 'active' AND ${SUBSCRIBED}
       ORDER BY u.email`,
      [merchantId, OWNER_ROLE],
    );
  },

  async enabled(db: Queryable, merchantId: string, userId: string): Promise<boolean> {
    const [row] = await db.query<{ enabled: boolean }>(
      `SELECT ${SUBSCRIBED} AS enabled FROM user_profiles u
       JOIN role_grants r ON r.id = u.role_id
       LEFT JOIN statement_email_prefs p ON p.user_id = u.id
       WHERE u.merchant_id = $1 AND u.id = $3`,
      [merchantId, OWNER_ROLE, userId],
    );
    return row?.enabled ?? false;
  },

  async set(db: Queryable, merchantId: string, userId: string, enabled: boolean, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO statement_email_prefs (user_id, merchant_id, enabled, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
      [userId, merchantId, enabled, at],
    );
  },
};
