import type { Permission } from '@mc/contract';
import type { Queryable } from '../../db/client';

export type UserStatus = 'invited' | 'active' | 'disabled' | 'removed';

/** A user of a merchant with their credentials, role and merchant (one row of `merchant_users`). */
export interface UserRow {
  id: string;
  merchant_id: string;
  email: string;
  name: string | null;
  password_hash: string | null;
  status: UserStatus;
  role_id: string;
  role_key: string;
  requires_authenticator: boolean;
  permissions: Permission[];
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_pending_secret: string | null;
  totp_last_step: bigint;
  invited_by: string | null;
  last_login_at: Date | null;
  created_at: Date;
  merchant_name: string;
  merchant_type: 'enterprise' | 'individual';
  merchant_status: 'normal' | 'disabled';
  kyb_status: 'not_submitted' | 'pending' | 'verified' | 'failed';
  merchant_created_at: Date;
  /** The merchant's time zone. */
  timezone: string;
  [key: string]: unknown;
}

// merchant_standing (merchants) and role_grants (team) are the views their owners define for others.
const SELECT = `SELECT u.id, u.merchant_id, u.email, u.name, u.password_hash, u.status, u.role_id,
    r.key AS role_key, r.requires_authenticator, r.permissions, u.totp_secret, u.totp_enabled,
    u.totp_pending_secret, u.totp_last_step, u.invited_by, u.last_login_at, u.created_at,
    m.merchant_name, m.merchant_type, m.status AS merchant_status, m.kyb_status, m.created_at AS merchant_created_at, m.timezone
  FROM merchant_users u JOIN role_grants r ON r.id = u.role_id JOIN merchant_standing m ON m.id = u.merchant_id`;

export interface NewUser {
  merchantId: string;
  email: string;
  name: string | null;
  passwordHash: string | null;
  roleId: string;
  status: 'invited' | 'active';
  invitedBy: string | null;
}

/** The users of merchants and their credentials: the auth module's table, reached through its face. */
export const userRepo = {
  async byId(q: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(`${SELECT} WHERE u.id = $1${forUpdate ? ' FOR UPDATE OF u' : ''}`, [
      id,
    ]);
    return rows[0];
  },

  /**
   * The user signing in with an email: the one active or disabled user of it (a removed user's email
   * is nobody's; an invited one has no password yet, and may be invited by several merchants).
   */
  async byEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(
      `${SELECT} WHERE lower(u.email) = lower($1) AND u.status IN ('active', 'disabled')`,
      [email],
    );
    return rows[0];
  },

  /** Whether the address is in the merchant's team (invited, active or disabled). */
  async inTeam(q: Queryable, merchantId: string, email: string): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM merchant_users WHERE merchant_id = $1 AND lower(email) = lower($2) AND status <> 'removed'`,
      [merchantId, email],
    );
    return rows.length > 0;
  },

  /** Whether another user (active or disabled, of any merchant) signs in with the address. */
  async loginTaken(q: Queryable, email: string, exceptUserId: string): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM merchant_users
       WHERE lower(email) = lower($1) AND status IN ('active', 'disabled') AND id <> $2`,
      [email, exceptUserId],
    );
    return rows.length > 0;
  },

  /** The users of a merchant, not removed, in the order they joined. */
  async ofMerchant(q: Queryable, merchantId: string): Promise<UserRow[]> {
    return q.query<UserRow>(
      `${SELECT} WHERE u.merchant_id = $1 AND u.status <> 'removed' ORDER BY u.created_at, u.id`,
      [merchantId],
    );
  },

  async insert(q: Queryable, u: NewUser): Promise<string> {
    const rows = await q.query<{ id: string }>(
      `INSERT INTO merchant_users (merchant_id, email, name, password_hash, role_id, status, invited_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [u.merchantId, u.email, u.name, u.passwordHash, u.roleId, u.status, u.invitedBy],
    );
    return rows[0]!.id;
  },

  /** An invited user accepts: their name and password, and they become active. */
  async activate(q: Queryable, id: string, name: string, passwordHash: string): Promise<boolean> {
    const rows = await q.query(
      `UPDATE merchant_users SET name = $2, password_hash = $3, status = 'active', updated_at = now()
       WHERE id = $1 AND status = 'invited' RETURNING id`,
      [id, name, passwordHash],
    );
    return rows.length === 1;
  },

  async setRole(q: Queryable, id: string, roleId: string): Promise<void> {
    await q.query('UPDATE merchant_users SET role_id = $2, updated_at = now() WHERE id = $1', [id, roleId]);
  },

  async setStatus(q: Queryable, id: string, status: UserStatus): Promise<void> {
    await q.query('UPDATE merchant_users SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  },

  async touchLogin(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query('UPDATE merchant_users SET last_login_at = $2 WHERE id = $1', [id, at]);
  },

  async setPendingTotp(q: Queryable, id: string, secret: string): Promise<void> {
    await q.query('UPDATE merchant_users SET totp_pending_secret = $2, updated_at = now() WHERE id = $1', [
      id,
      secret,
    ]);
  },

  async enableTotp(q: Queryable, id: string, secret: string, step: number): Promise<void> {
    await q.query(
      `UPDATE merchant_users SET totp_secret = $2, totp_enabled = true, totp_pending_secret = NULL,
         totp_last_step = $3, updated_at = now() WHERE id = $1`,
      [id, secret, step],
    );
  },

  async disableTotp(q: Queryable, id: string): Promise<void> {
    await q.query(
      `UPDATE merchant_users SET totp_secret = NULL, totp_enabled = false, totp_pending_secret = NULL,
         totp_last_step = 0, updated_at = now() WHERE id = $1`,
      [id],
    );
  },

  async setPasswordHash(q: Queryable, id: string, passwordHash: string): Promise<void> {
    await q.query('UPDATE merchant_users SET password_hash = $2, updated_at = now() WHERE id = $1', [
      id,
      passwordHash,
    ]);
  },

  /** Records a used TOTP step; false when that step (or a later one) was already used. */
  async useTotpStep(q: Queryable, id: string, step: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE merchant_users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
      [id, step],
    );
    return rows.length === 1;
  },
};
