import type { OperatorInfo } from '@mc/contract';
import type { Queryable } from '../../db/client';

export interface OperatorRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: bigint;
  status: 'active' | 'disabled';
  created_at: Date;
  last_login_at: Date | null;
  [key: string]: unknown;
}

const COLUMNS = 'id, email, password_hash, totp_secret, totp_last_step, status, created_at, last_login_at';

export function toOperatorInfo(o: OperatorRow): OperatorInfo {
  return {
    operator_id: o.id,
    email: o.email,
    status: o.status,
    created_at: o.created_at.toISOString(),
    last_login_at: o.last_login_at ? o.last_login_at.toISOString() : null,
  };
}

/** The operators table. */
export const operatorRepo = {
  async byEmail(q: Queryable, email: string, lock = false): Promise<OperatorRow | undefined> {
    const rows = await q.query<OperatorRow>(
      `SELECT ${COLUMNS} FROM operators WHERE lower(email) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
      [email],
    );
    return rows[0];
  },

  async byId(q: Queryable, id: string): Promise<OperatorRow | undefined> {
    const rows = await q.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE id = $1`, [id]);
    return rows[0];
  },

  async list(q: Queryable): Promise<OperatorRow[]> {
    return q.query<OperatorRow>(`SELECT ${COLUMNS} FROM operators ORDER BY created_at, id`);
  },

  async insert(
    q: Queryable,
    o: { email: string; passwordHash: string; totpSecret: string; totpLastStep: number; at: Date },
  ): Promise<OperatorRow> {
    const [row] = await q.query<OperatorRow>(
      `INSERT INTO operators (email, password_hash, totp_secret, totp_last_step, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${COLUMNS}`,
      [o.email, o.passwordHash, o.totpSecret, o.totpLastStep, o.at],
    );
    return row!;
  },

  async setStatus(q: Queryable, id: string, status: OperatorRow['status'], at: Date): Promise<void> {
    await q.query('UPDATE operators SET status = $2, updated_at = $3 WHERE id = $1', [id, status, at]);
  },

  async setTotpSecret(q: Queryable, id: string, secret: string, at: Date): Promise<void> {
    await q.query(
      'UPDATE operators SET totp_secret = $2, totp_last_step = 0, updated_at = $3 WHERE id = $1',
      [id, secret, at],
    );
  },

  /** Records a used TOTP step; false when that step (or a later one) was already used (replay). */
  async useTotpStep(q: Queryable, id: string, step: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2 RETURNING id',
      [id, step],
    );
    return rows.length === 1;
  },

  async touchLogin(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query('UPDATE operators SET last_login_at = $2 WHERE id = $1', [id, at]);
  },
};
