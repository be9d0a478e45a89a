import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, money, page } from '../money';
import { monthText } from './month';

/** Monthly statements: per closed month, opening balance, movements and closing balance per asset. */

export const statementLangs = ['cn', 'en'] as const;
export const statementFormats = ['pdf', 'csv'] as const;

export const statementAsset = z.object({
  asset: z.string(),
  decimals: z.number().int(),
  opening: money.describe('Available balance at the start of the month'),
  inflow: money,
  outflow: money.describe('Positive: what left the available balance'),
  closing: money.describe("Available balance at the month's end; equals the ledger's balance then"),
  count: z.number().int().describe('Movements in the month'),
});
export type StatementAsset = z.infer<typeof statementAsset>;

export const statementSummary = z.object({
  id: z.string(),
  month: monthText,
  timezone: z
    .string()
    .describe(
      'The time zone the month was cut in: the merchant’s when it was generated (UTC before merchants had one)',
    ),
  period_start: isoDateTime.describe('The first instant of the month in its time zone'),
  period_end: isoDateTime.describe('Excluded: the first instant of the next month in its time zone'),
  generated_at: isoDateTime,
  assets: z.array(statementAsset),
});
export type StatementSummary = z.infer<typeof statementSummary>;
export const statementPage = page(statementSummary);

export const statementListQuery = z.strictObject({ ...cursorQuery });

/** A statement's id (digits); any other text is an id that does not exist (404). */
export const statementIdParams = z.strictObject({ id: z.string().max(100, { error: 'not_found' }) });

export const statementFileQuery = z.strictObject({
  lang: z.enum(statementLangs, { error: 'invalid_value' }).default('cn'),
});
export type StatementFileQuery = z.output<typeof statementFileQuery>;

/** Paths of the downloads (not envelopes: the file itself, streamed). */
export const statementPdfPath = '/money/statements/:id/pdf';
export const statementCsvPath = '/money/statements/:id/csv';

/** Whether the user gets each new statement by email (owners yes by default, other roles no). */
export const statementEmails = z.object({ enabled: z.boolean() });
export const statementEmailsBody = z.strictObject({
  enabled: z.boolean({ error: 'invalid_value' }),
});
