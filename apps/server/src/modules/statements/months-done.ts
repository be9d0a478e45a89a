import type { Queryable } from '../../db/client';

/** The closed months whose every statement is stored (`statement_months`). */
export const statementMonths = {
  async completed(db: Queryable, months: readonly string[]): Promise<Set<string>> {
    const rows = await db.query<{ month: string }>(
      'SELECT month FROM statement_months WHERE month = ANY($1)',
      [months],
    );
    return new Set(rows.map((r) => r.month));
  },

  async complete(db: Queryable, month: string, at: Date): Promise<void> {
    await db.query(
      'INSERT INTO statement_months (month, completed_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [month, at],
    );
  },
};
