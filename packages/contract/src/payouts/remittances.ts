import { z } from 'zod';
import { amountString, chainNetwork, cryptoAsset, money } from '../money';
import { securitySteps } from './security-steps';

/** Remittances: crypto sent to a chain address or a saved payee, previewed first. */

/** Remark: 0-100 characters, English letters, digits, spaces, hyphen and dot only. */
export const remittanceRemark = z
  .string()
  .max(100, { error: 'remark_too_long' })
  .regex(/^[A-Za-z0-9 .-]*$/, { error: 'remark_invalid' })
  .transform((v) => v.trim())
  .default('');

export const remittanceTarget = z.strictObject({
  asset: cryptoAsset,
  network: chainNetwork,
  amount: amountString,
  address: z.string().trim().max(128, { error: 'address_invalid' }).optional(),
  payee_id: z.uuid({ error: 'payee_invalid' }).optional(),
});

/** An address or a saved payee: one of the two. */
const hasRecipient = {
  path: ['address'],
  error: 'required',
  when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null,
};
const recipientGiven = (v: { address?: string | undefined; payee_id?: string | undefined }) =>
  Boolean(v.address || v.payee_id);

export const remittancePreviewQuery = remittanceTarget.refine(recipientGiven, hasRecipient);

export const remittancePreview = z
  .object({
    asset: cryptoAsset,
    network: chainNetwork,
    amount: money,
    network_fee: money,
    total: money.describe('What leaves the available balance: amount + network fee'),
    available: money,
    address: z.string(),
    payee_name: z.string().nullable(),
    new_address: z.boolean().describe('No payout went to this address before'),
    totp_required: z.boolean(),
    approval_required: z.boolean(),
    arrival: z.string().describe('Expected arrival, e.g. "10-60 minutes"'),
  })
  .meta({ id: 'RemittancePreview' });

export const createRemittanceBody = z
  .strictObject({
    ...remittanceTarget.shape,
    remark: remittanceRemark,
    ...securitySteps,
  })
  .refine(recipientGiven, hasRecipient);
export type CreateRemittanceBody = z.input<typeof createRemittanceBody>;
