import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { historyBalancesBefore, periodMovements } from '../history';
import { merchantBalancesAt } from '../ledger';
import { differences, figuresOf } from './figures';
import { monthBounds } from './month';
import { statementRepo } from './repo';

export type GenerateOutcome = 'generated' | 'exists' | 'unreconciled';

/**
 * Generates a merchant's statement of a closed month from the history and stores it, unless one
 * exists (a unique merchant and month: another instance doing the same stores nothing twice).
 * A statement whose opening or closing balance differs from the ledger's, or whose movements do
 * not add up to their balances, is not stored: the error is logged for operators.
 */
export async function generateStatement(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  merchantId: string,
  month: string,
): Promise<GenerateOutcome> {
  const { db, clock, log } = deps;
  if (await statementRepo.exists(db, merchantId, month)) return 'exists';
  const { start, end } = monthBounds(month);
  const [opening, movements, ledgerAtStart, ledgerAtEnd] = await Promise.all([
    historyBalancesBefore(db, merchantId, start),
    periodMovements(db, merchantId, start, end),
    merchantBalancesAt(db, merchantId, start),
    merchantBalancesAt(db, merchantId, end),
  ]);
  const { figures, broken } = figuresOf(opening, movements);
  const problems = [
    ...broken.map((asset) => `${asset}: a movement's balance after does not follow`),
    ...differences(figures, ledgerAtStart, ledgerAtEnd),
  ];
  if (problems.length) {
    log.error({ merchantId, month, problems }, 'statement does not reconcile with the ledger: not stored');
    return 'unreconciled';
  }
  const id = await db.transaction((tx) =>
    statementRepo.insert(
      tx,
      { merchant_id: merchantId, month, period_start: start, period_end: end, generated_at: clock.now() },
      figures,
    ),
  );
  return id ? 'generated' : 'exists';
}
