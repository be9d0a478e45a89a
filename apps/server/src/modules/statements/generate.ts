import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { historyBalancesBefore, periodMovements } from '../history';
import { merchantBalancesAt } from '../ledger';
import { problemView, reasonText, statementAlerts } from './alerts';
import { figuresOf, problemsOf } from './figures';
import { monthBounds } from './month';
import { statementRepo } from './repo';

export type GenerateOutcome = 'generated' | 'exists' | 'unreconciled';

/**
 * Generates a merchant's statement of a month closed in its time zone (`timezone`, kept with it) from the history and stores it, unless one
 * exists (a unique merchant and month: another instance doing the same stores nothing twice).
 * A statement whose opening or closing balance differs from the ledger's, or whose movements do
 * not add up to their balances, is not stored: it is an alert for operators (one per merchant and
 * month, seen again by every run), resolved by the run that stores the statement.
 */
export async function generateStatement(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger; decimals: () => Promise<(asset: string) => number> },
  merchantId: string,
  month: string,
  timezone: string,
): Promise<GenerateOutcome> {
  const { db, clock, log } = deps;
  if (await statementRepo.exists(db, merchantId, month)) return 'exists';
  const { start, end } = monthBounds(month, timezone);
  const [opening, movements, ledgerAtStart, ledgerAtEnd] = await Promise.all([
    historyBalancesBefore(db, merchantId, start),
    periodMovements(db, merchantId, start, end),
    merchantBalancesAt(db, merchantId, start),
    merchantBalancesAt(db, merchantId, end),
  ]);
  const { figures, broken } = figuresOf(opening, movements);
  const problems = problemsOf(figures, broken, ledgerAtStart, ledgerAtEnd);
  if (problems.length) {
    await statementAlerts.record(db, merchantId, month, problems, clock.now());
    const decimals = await deps.decimals();
    const reason = reasonText(problems.map((p) => problemView(p, decimals)));
    log.error(
      { merchantId, month, reason },
      'statement does not reconcile with the ledger: not stored, alert raised',
    );
    return 'unreconciled';
  }
  const id = await db.transaction(async (tx) => {
    const stored = await statementRepo.insert(
      tx,
      {
        merchant_id: merchantId,
        month,
        timezone,
        period_start: start,
        period_end: end,
        generated_at: clock.now(),
      },
      figures,
    );
    if (stored) await statementAlerts.resolve(tx, merchantId, month, clock.now());
    return stored;
  });
  return id ? 'generated' : 'exists';
}
