import type { Queryable } from '../../db/client';

/** One invitation link of `team_invitations`: single use, only its token's SHA-256 kept. */
export interface InvitationRow {
  id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  [key: string]: unknown;
}

const COLUMNS = 'id, user_id, created_at, expires_at, used_at, revoked_at';

/** The SQL of invitation links. */
export const invitationRepo = {
  async insert(
    tx: Queryable,
    i: { userId: string; tokenHash: Buffer; createdAt: Date; expiresAt: Date },
  ): Promise<InvitationRow> {
    const [row] = await tx.query<InvitationRow>(
      `INSERT INTO team_invitations (user_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [i.userId, i.tokenHash, i.createdAt, i.expiresAt],
    );
    return row!;
  },

  /** The link of a token (locked for the caller's transaction when asked). */
  async byTokenHash(q: Queryable, tokenHash: Buffer, forUpdate = false): Promise<InvitationRow | undefined> {
    const rows = await q.query<InvitationRow>(
      `SELECT ${COLUMNS} FROM team_invitations WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return rows[0];
  },

  /** Every unused, unrevoked link of a user stops working. */
  async revokeOpen(tx: Queryable, userId: string, at: Date): Promise<number> {
    const rows = await tx.query(
      `UPDATE team_invitations SET revoked_at = $2
       WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING id`,
      [userId, at],
    );
    return rows.length;
  },

  /** When the user's newest link was made (none: undefined). */
  async latestCreatedAt(q: Queryable, userId: string): Promise<Date | undefined> {
    const rows = await q.query<{ created_at: Date }>(
      'SELECT max(created_at) AS created_at FROM team_invitations WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.created_at ?? undefined;
  },

  async markUsed(tx: Queryable, id: string, at: Date): Promise<void> {
    await tx.query('UPDATE team_invitations SET used_at = $2 WHERE id = $1', [id, at]);
  },

  /** When the latest open (unused, unrevoked) link of each of these users expires. */
  async openExpiries(q: Queryable, userIds: readonly string[]): Promise<Map<string, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await q.query<{ user_id: string; expires_at: Date }>(
      `SELECT DISTINCT ON (user_id) user_id, expires_at FROM team_invitations
       WHERE user_id = ANY($1::uuid[]) AND used_at IS NULL AND revoked_at IS NULL
       ORDER BY user_id, created_at DESC, id DESC`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.expires_at]));
  },
};

/** A link can still be accepted: neither used nor revoked, not expired. */
export const invitationOpen = (i: InvitationRow, now: Date) =>
  !i.used_at && !i.revoked_at && i.expires_at > now;
