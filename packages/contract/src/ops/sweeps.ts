import { z } from 'zod';
import { isoDateTime } from '../fields';
import { chainNetwork, cryptoAsset, cursorQuery, money } from '../money';

/** Sweeps of deposit addresses to the platform's hot wallet, as the back office lists them. */

/** funding (the gas tank sends the address its gas) -> sending (its tokens go to the hot wallet) -> confirmed | failed. */
export const sweepStatuses = ['funding', 'sending', 'confirmed', 'failed'] as const;
export type SweepStatus = (typeof sweepStatuses)[number];

/** An amount of ETH as a decimal string (up to 18 decimals). */
const eth = z.string().describe('ETH, decimal string');

export const sweep = z
  .object({
    id: z.string(),
    network: z.string().describe('Network code of the catalogue, e.g. ERC20'),
    asset: z.string().describe('The token swept, e.g. USDC'),
    address: z.string().describe('The deposit address swept'),
    amount: money.describe("The whole token balance swept, with the asset's decimals"),
    status: z.enum(sweepStatuses),
    gas_funded: eth
      .nullable()
      .describe('ETH the gas tank sent the address for its transfer (null: it held enough, or not yet)'),
    funding_tx_hash: z.string().nullable().describe("The gas tank's transfer to the address"),
    sweep_tx_hash: z.string().nullable().describe("The address's transfer to the hot wallet"),
    funding_fee: eth.nullable().describe('Gas the funding transfer paid, once mined'),
    sweep_fee: eth.nullable().describe('Gas the sweep paid, once mined (or reverted)'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    confirmed_at: isoDateTime.nullable(),
    failure: z.string().nullable().describe('Why the sweep failed'),
  })
  .meta({ id: 'Sweep' });
export type Sweep = z.infer<typeof sweep>;

export const sweepListQuery = z.strictObject({
  status: z.enum(sweepStatuses, { error: 'invalid_value' }).optional(),
  network: chainNetwork.optional(),
  asset: cryptoAsset.optional(),
  address: z
    .string()
    .trim()
    .max(128, { error: 'too_long' })
    .optional()
    .describe('Part of the deposit address (case ignored)'),
  ...cursorQuery,
});
