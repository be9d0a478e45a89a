import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, money } from '../money';

/** Money that arrived on the platform's bank accounts, and the top-up each was matched to. */

/**
 * matched (credited to a top-up: by the rule, or by an operator), unmatched (waiting for an operator),
 * dismissed (an operator set it aside with a reason: returned to the sender, not a top-up).
 */
export const bankCreditStates = ['matched', 'unmatched', 'dismissed'] as const;
export type BankCreditState = (typeof bankCreditStates)[number];

/** Why a credit did not match by itself. */
export const bankCreditMisses = [
  'no_reference',
  'unknown_reference',
  'no_open_topup',
  'amount_short',
  'amount_over',
  'ambiguous',
] as const;
export type BankCreditMiss = (typeof bankCreditMisses)[number];

export const topupCandidate = z.object({
  topup_id: z.string(),
  merchant_id: z.string(),
  merchant_name: z.string(),
  reference: z.string(),
  currency: z.string(),
  amount: money.describe('What the merchant said it sent'),
  value_date: z.string(),
  created_at: isoDateTime,
});

export const bankCredit = z
  .object({
    id: z.string(),
    state: z.enum(bankCreditStates),
    miss: z.enum(bankCreditMisses).nullable().describe('Why it did not match by itself'),
    matched_by: z.enum(['rule', 'operator']).nullable(),
    currency: z.string(),
    amount: money,
    reference: z.string().describe('The remittance information the payer wrote'),
    payer: z.string(),
    received_at: isoDateTime,
    topup_id: z.string().nullable(),
    merchant_id: z.string().nullable().describe('The merchant the reference names, if any'),
    note: z.string().nullable().describe("An operator's reason for setting it aside"),
    candidates: z
      .array(topupCandidate)
      .describe("Open top-ups it could be: the reference's merchant's, else any of its amount"),
  })
  .meta({ id: 'BankCredit' });
export type BankCredit = z.infer<typeof bankCredit>;

export const bankCreditListQuery = z.strictObject({
  state: z.enum(bankCreditStates, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});

export const bankCreditMatchBody = z.strictObject({
  topup_id: z.uuid({ error: 'invalid_value' }),
});
