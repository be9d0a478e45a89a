import type { StatementAlert, statementAlertListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { decodeCursor, listConditions, pageOf } from '../../platform/paging';
import { problemView, reasonText, type StoredProblem } from './alerts';

type AlertRow = {
  id: string;
  merchant_id: string;
  merchant_name: string | null;
  month: string;
  problems: StoredProblem[];
  first_seen_at: Date;
  last_seen_at: Date;
  runs: number;
  resolved_at: Date | null;
};

function alertView(r: AlertRow, decimals: (asset: string) => number): StatementAlert {
  const problems = r.problems.map((p) => problemView(p, decimals));
  return {
    id: r.id,
    merchant_id: r.merchant_id,
    merchant_name: r.merchant_name ?? '',
    month: r.month,
    status: r.resolved_at ? 'resolved' : 'open',
    reason: reasonText(problems),
    problems,
    first_seen_at: r.first_seen_at.toISOString(),
    last_seen_at: r.last_seen_at.toISOString(),
    runs: r.runs,
    resolved_at: r.resolved_at?.toISOString() ?? null,
  };
}

/**
 * The alerts of statements that do not reconcile, as the back office lists them: open or resolved,
 * last seen first, with the merchant's name (merchant_standing, the merchants module's view).
 */
export function statementAlertList(db: Queryable, decimals: () => Promise<(asset: string) => number>) {
  async function list(query: z.output<typeof statementAlertListQuery>) {
    const c = listConditions();
    c.add(query.status === 'open' ? 'a.resolved_at IS NULL' : 'a.resolved_at IS NOT NULL');
    const after = decodeCursor(query.cursor, ['time', 'serial']);
    if (after) c.add('(a.last_seen_at, a.id) < (?0, ?1::bigint)', after[0], after[1]);
    const limit = c.limit(query.limit);
    const rows = await db.query<AlertRow>(
      `SELECT a.id::text AS id, a.merchant_id, m.merchant_name, a.month, a.problems, a.first_seen_at,
         a.last_seen_at, a.runs, a.resolved_at
       FROM statement_alerts a LEFT JOIN merchant_standing m ON m.id = a.merchant_id
       WHERE ${c.where()} ORDER BY a.last_seen_at DESC, a.id DESC LIMIT ${limit}`,
      c.params,
    );
    const decimalsOf = await decimals();
    return pageOf(
      rows,
      query.limit,
      (r) => alertView(r, decimalsOf),
      (r) => [r.last_seen_at, r.id],
    );
  }
  return { list };
}

export type StatementAlertList = ReturnType<typeof statementAlertList>;
