import type { Queryable } from '../../db/client';

/** The emails of the operators named (another module shows who did something). */
export async function operatorEmailsOf(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; email: string }>(
    'SELECT id, email FROM operators WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The emails of every active operator: whom the platform's alerts are mailed to. */
export async function activeOperatorEmails(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    "SELECT email FROM operators WHERE status = 'active' ORDER BY created_at, email",
  );
  return rows.map((r) => r.email);
}
