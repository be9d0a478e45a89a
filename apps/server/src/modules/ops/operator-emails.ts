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
