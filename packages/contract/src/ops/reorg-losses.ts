import { z } from 'zod';
import { isoDateTime } from '../fields';
import { money } from '../money';
import { opsReason } from './operator-action';

/**
 * How an operator books a credited deposit a chain reorganisation took back after it confirmed:
 * charged back to its merchant (from the available balance; what that does not cover the merchant
 * owes, repaid first by its later credits of the asset) or borne by the platform as its loss.
 */
export const reorgOutcomes = ['charge_back', 'platform_loss'] as const;
export type ReorgOutcome = (typeof reorgOutcomes)[number];

export const depositIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, { error: 'not_found' })
    .describe('The deposit id'),
});

export const reorgResolutionBody = z.strictObject({
  outcome: z.enum(reorgOutcomes, { error: 'invalid_value' }).describe('charge_back or platform_loss'),
  reason: opsReason,
});

export const reorgResolution = z
  .object({
    deposit_id: z.string(),
    order_id: z.string(),
    merchant_id: z.string(),
    merchant_order_no: z.string(),
    network: z.string(),
    asset: z.string(),
    tx_hash: z.string(),
    amount: money.describe('What the chain took back'),
    outcome: z.enum(reorgOutcomes),
    charged_to_available: money.describe("Taken from the merchant's available balance"),
    owed: money.describe('What the available balance did not cover: the merchant owes it'),
    platform_loss: money.describe('Borne by the platform (its chain losses account)'),
    reason: z.string(),
    resolved_at: isoDateTime,
  })
  .meta({ id: 'ReorgResolution' });
export type ReorgResolution = z.infer<typeof reorgResolution>;
