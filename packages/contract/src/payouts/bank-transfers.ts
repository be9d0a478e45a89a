import { z } from 'zod';
import { amountString, money } from '../money';
import { fiatCurrency, payoutBankAccount } from './payout';
import { remittanceRemark } from './remittances';
import { securitySteps } from './security-steps';

/** Remits of fiat to one of the merchant's saved bank accounts, previewed (fee) first. */

export const bankTransferTarget = z.strictObject({
  currency: fiatCurrency.default('USD'),
  bank_account_id: z.uuid({ error: 'bank_account_invalid' }),
  amount: amountString,
});

export const bankTransferPreviewQuery = bankTransferTarget;

export const bankTransferPreview = z.object({
  currency: fiatCurrency,
  amount: money,
  fee: money.describe('The bank transfer fee, rounded up'),
  total: money.describe('What leaves the available balance: amount + fee'),
  available: money,
  bank_account: payoutBankAccount,
  totp_required: z.boolean(),
  approval_required: z.boolean(),
});

export type BankTransferPreview = z.infer<typeof bankTransferPreview>;

export const createBankTransferBody = z.strictObject({
  ...bankTransferTarget.shape,
  remark: remittanceRemark,
  ...securitySteps,
});
export type CreateBankTransferBody = z.input<typeof createBankTransferBody>;

/** An operator's outcome of a bank transfer on the simulated bank: sent (completed) or failed. */
export const markBankTransferBody = z
  .strictObject({
    outcome: z.enum(['completed', 'failed'], { error: 'invalid_value' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).optional(),
  })
  .refine((v) => v.outcome !== 'failed' || Boolean(v.reason), { path: ['reason'], error: 'required' });
