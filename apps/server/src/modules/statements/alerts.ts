import { fromMinor, type StatementProblem } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { StatementProblemRow } from './figures';

/** A problem as `statement_alerts.problems` keeps it: balances in minor units, as text. */
export type StoredProblem = {
  asset: string;
  kind: StatementProblemRow['kind'];
  statement: string | null;
  ledger: string | null;
};

const stored = (p: StatementProblemRow): StoredProblem => ({
  asset: p.asset,
  kind: p.kind,
  statement: p.statement?.toString() ?? null,
  ledger: p.ledger?.toString() ?? null,
});

/** A stored problem with its balances in the asset's decimals. */
export function problemView(
  p: StoredProblem | StatementProblemRow,
  decimals: (asset: string) => number,
): StatementProblem {
  const d = decimals(p.asset);
  const amount = (v: string | bigint | null) => (v === null ? null : fromMinor(BigInt(v), d));
  return { asset: p.asset, kind: p.kind, statement: amount(p.statement), ledger: amount(p.ledger) };
}

/** The problems in one line an operator reads (English: the log's and the API's `reason`). */
export function reasonText(problems: readonly StatementProblem[]): string {
  return problems
    .map((p) =>
      p.kind === 'balance_after_breaks'
        ? `${p.asset}: a movement's balance after does not follow from the one before`
        : `${p.asset}: ${p.kind === 'opening_differs' ? 'opening' : 'closing'} balance ${p.statement} on the statement, ${p.ledger} in the ledger`,
    )
    .join('; ');
}

/**
 * The operators' alerts of statements that do not reconcile (`statement_alerts`): one per merchant
 * and month, seen again by each run until a run reconciles the month.
 */
export const statementAlerts = {
  /** Records that a run found the month's statement not reconciling (a new alert, or the open one seen again). */
  async record(
    db: Queryable,
    merchantId: string,
    month: string,
    problems: readonly StatementProblemRow[],
    at: Date,
  ): Promise<void> {
    await db.query(
      `INSERT INTO statement_alerts (merchant_id, month, problems, first_seen_at, last_seen_at, runs)
       VALUES ($1, $2, $3::jsonb, $4, $4, 1)
       ON CONFLICT (merchant_id, month) DO UPDATE SET problems = EXCLUDED.problems,
         last_seen_at = EXCLUDED.last_seen_at, runs = statement_alerts.runs + 1, resolved_at = NULL`,
      [merchantId, month, JSON.stringify(problems.map(stored)), at],
    );
  },

  /** The month's statement is stored: its open alert, if any, is resolved. */
  async resolve(tx: Queryable, merchantId: string, month: string, at: Date): Promise<void> {
    await tx.query(
      `UPDATE statement_alerts SET resolved_at = $3
       WHERE merchant_id = $1 AND month = $2 AND resolved_at IS NULL`,
      [merchantId, month, at],
    );
  },
};
