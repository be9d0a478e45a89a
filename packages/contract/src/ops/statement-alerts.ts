import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, money } from '../money';
import { monthText } from '../money-page/month';

/** Monthly statements that did not reconcile with the ledger, as the back office lists them. */

/**
 * What does not add up, per asset: `balance_after_breaks` (a movement's balance after does not
 * follow from the one before), `opening_differs` / `closing_differs` (the statement's opening or
 * closing balance against the ledger's available balance at the month's start or end).
 */
export const statementProblemKinds = ['balance_after_breaks', 'opening_differs', 'closing_differs'] as const;
export type StatementProblemKind = (typeof statementProblemKinds)[number];

export const statementAlertStatuses = ['open', 'resolved'] as const;
export type StatementAlertStatus = (typeof statementAlertStatuses)[number];

export const statementProblem = z
  .object({
    asset: z.string(),
    kind: z.enum(statementProblemKinds),
    statement: money
      .nullable()
      .describe('The balance the statement reads from the history (null for balance_after_breaks)'),
    ledger: money.nullable().describe("The ledger's available balance (null for balance_after_breaks)"),
  })
  .meta({ id: 'StatementProblem' });
export type StatementProblem = z.infer<typeof statementProblem>;

export const statementAlert = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    merchant_name: z.string(),
    month: monthText,
    status: z.enum(statementAlertStatuses),
    reason: z.string().describe('What does not add up, in one line (English)'),
    problems: z.array(statementProblem),
    first_seen_at: isoDateTime,
    last_seen_at: isoDateTime,
    runs: z.number().int().describe('How many statement runs found it'),
    resolved_at: isoDateTime
      .nullable()
      .describe('When a later run reconciled the month and stored its statement'),
  })
  .meta({ id: 'StatementAlert' });
export type StatementAlert = z.infer<typeof statementAlert>;

export const statementAlertListQuery = z.strictObject({
  status: z.enum(statementAlertStatuses, { error: 'invalid_value' }).default('open'),
  ...cursorQuery,
});
