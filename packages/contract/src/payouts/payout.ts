import { z } from 'zod';
import { fiatAccountCurrencies, fiatCurrencyCode } from '../fiat/topups';
import { isoDateTime } from '../fields';
import { chainNetwork, cryptoAssets, cursorQuery, money, page } from '../money';
import { payoutKinds, payoutStatuses } from '../statuses';
import { actor } from '../team/schemas';

/**
 * A payout as every list and detail shows it: a remittance, a withdrawal to fiat, a remit of fiat to
 * a bank account or a conversion of fiat to crypto, its status and approval.
 */

export const payoutStatus = z.enum(payoutStatuses, { error: 'invalid_value' });

/**
 * The fiat currency of a withdrawal to fiat, a quote or a bank transfer: a 3-letter code checked by
 * shape here; whether it is usable is data (the server answers 422 `currency_disabled` otherwise).
 */
export const fiatCurrency = fiatCurrencyCode;
/** What a payout debits or credits: a crypto asset or a fiat currency the ledger may hold. */
export const payoutAsset = z.enum([...cryptoAssets, ...fiatAccountCurrencies], { error: 'asset_invalid' });

/** The merchant's bank account a bank transfer pays (as it was when the transfer was made). */
export const payoutBankAccount = z.object({
  id: z.string().nullable(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  swift_code: z.string(),
  country: z.string(),
});
export type PayoutBankAccount = z.infer<typeof payoutBankAccount>;

export const payoutApproval = z.object({
  decision: z.enum(['approved', 'rejected']).nullable(),
  operator_email: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
});

export const payout = z
  .object({
    id: z.string(),
    kind: z.enum(payoutKinds),
    status: payoutStatus,
    asset: payoutAsset.describe(
      'What leaves the available balance (USD for a bank transfer or a conversion to crypto)',
    ),
    network: chainNetwork.nullable(),
    amount: money,
    fee: money,
    total: money.describe('Debited from the available balance'),
    address: z.string().nullable(),
    payee_name: z.string().nullable(),
    new_address: z.boolean(),
    remark: z.string(),
    tx_hash: z.string().nullable(),
    fiat_currency: payoutAsset
      .nullable()
      .describe(
        'What a conversion credits: the fiat currency of a withdrawal, the crypto asset of a conversion to crypto',
      ),
    fiat_amount: money.nullable().describe('What a conversion credits, in that currency or asset'),
    bank_account: payoutBankAccount.nullable().describe('The account a bank transfer pays'),
    rate: z.string().nullable(),
    failure_reason: z.string().nullable(),
    approval: payoutApproval.nullable().describe('Present when the payout needed an operator'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    completed_at: isoDateTime.nullable(),
    created_by: actor
      .nullable()
      .optional()
      .describe('The user who made the payout; null when it was made with an API key'),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payout>;
export const payoutList = page(payout);

export const payoutListQuery = z.strictObject({
  status: payoutStatus.optional(),
  asset: payoutAsset.optional(),
  network: chainNetwork.optional(),
  q: z.string().trim().max(128, { error: 'too_long' }).optional().describe('Address, tx hash or remark'),
  from: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  to: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  ...cursorQuery,
});

export const payoutIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
