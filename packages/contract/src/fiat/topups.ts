import { z } from 'zod';
import { isoDateTime } from '../fields';
import { amountString, cursorQuery, money, page } from '../money';
import { topupStatuses } from '../statuses';

/**
 * Top-ups of the fiat account: the merchant pays the platform's bank account (quoting its reference),
 * then submits the claim with the bank statement; an operator approves it with the amount that
 * actually arrived (credited: bank clearing -> available, less the fee) or rejects it with a reason.
 */

export const topupStatus = z.enum(topupStatuses, { error: 'invalid_value' });

/**
 * The fiat currencies the ledger may hold (the assets of kind 'fiat'; whether top-ups take one is data,
 * `fiat_currencies.enabled`). A migration that adds a currency adds it here too.
 */
export const fiatAccountCurrencies = ['USD', 'EUR', 'HKD'] as const;

/** A fiat currency code (the list is data: the server knows which ones exist and are enabled). */
export const fiatCurrencyCode = z
  .string({ error: 'currency_invalid' })
  .trim()
  .regex(/^[A-Z]{3}$/, { error: 'currency_invalid' });

/** The platform's receiving bank account of one currency. */
export const platformBankAccount = z.object({
  currency: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  beneficiary: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  swift_code: z.string(),
  bank_address: z.string(),
});
export type PlatformBankAccount = z.infer<typeof platformBankAccount>;

export const topupInstructions = z
  .object({
    reference: z
      .string()
      .describe('Quote it in the transfer: it tells the platform the money is this merchant’s'),
    currencies: z.array(platformBankAccount).describe('Enabled currencies with the account to pay into'),
  })
  .meta({ id: 'TopupInstructions' });

/** The text fields of a top-up (multipart form fields beside the `statement` file part). */
export const topupFields = z.strictObject({
  currency: fiatCurrencyCode,
  amount: z.string({ error: 'required' }).pipe(amountString),
  value_date: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
    .describe('The day the bank transfer was made (YYYY-MM-DD), not in the future'),
  bank_account_id: z.uuid({ error: 'topup_bank_account_invalid' }),
});
export type TopupFields = z.infer<typeof topupFields>;

export const topupStatementFile = z.object({
  name: z.string(),
  mime: z.string().describe('Detected from the content'),
  size: z.number().int(),
});

export const topup = z
  .object({
    id: z.string(),
    reference: z.string(),
    currency: z.string(),
    amount: money.describe('What the merchant says it paid'),
    amount_received: money.nullable().describe('What the operator found arrived (approved only)'),
    fee: money.nullable(),
    credited: money.nullable().describe('Added to the available balance: received less the fee'),
    value_date: z.string(),
    bank_account: z.object({
      id: z.string(),
      bank_name: z.string(),
      account_name: z.string(),
      account_number_masked: z.string(),
    }),
    statement: topupStatementFile,
    status: topupStatus,
    reason: z.string().nullable().describe('Why an operator rejected it'),
    created_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Topup' });
export type Topup = z.infer<typeof topup>;
export const topupList = page(topup);
export const topupListQuery = z.strictObject({ status: topupStatus.optional(), ...cursorQuery });
export const topupIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

/** Operators: the review queue, a decision, the currencies. */
export const opsTopup = topup
  .extend({
    merchant_id: z.string(),
    merchant_name: z.string(),
    difference: money.nullable().describe('received − claimed (approved only)'),
    decided_by: z.string().nullable().describe('The deciding operator’s email'),
  })
  .meta({ id: 'OpsTopup' });
export type OpsTopup = z.infer<typeof opsTopup>;
export const opsTopupList = page(opsTopup);
export const opsTopupListQuery = z.strictObject({
  status: topupStatus.optional().default('submitted'),
  ...cursorQuery,
});
export const approveTopupBody = z.strictObject({
  amount_received: z.string({ error: 'required' }).pipe(amountString),
});
export const rejectTopupBody = z.strictObject({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(500, { error: 'too_long' }),
});

export const opsFiatCurrency = platformBankAccount.extend({ enabled: z.boolean() });
export const opsFiatCurrencies = z.object({ items: z.array(opsFiatCurrency) });
export const fiatCurrencyParams = z.strictObject({ code: fiatCurrencyCode });
export const setFiatCurrencyBody = z.strictObject({ enabled: z.boolean({ error: 'invalid_value' }) });
