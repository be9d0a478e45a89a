import { z } from 'zod';
import { isoDateTime } from '../fields';
import { money } from '../money';

/**
 * What the chain holds of an asset on a network (the platform's wallets and its deposit addresses not
 * yet swept) against what the ledger says the platform holds there, the difference explained item by
 * item, and what is left unexplained (0 when the two agree).
 */
export const reconciliationItems = [
  'deposits_unconfirmed',
  'sends_unbooked',
  'reorged_unresolved',
  'sends_retaken',
] as const;
export type ReconciliationItem = (typeof reconciliationItems)[number];

export const reconciliationRow = z
  .object({
    network: z.string(),
    asset: z.string(),
    on_chain: money.nullable().describe('What the chain holds (null: the node did not answer)'),
    wallets: money.nullable().describe('Of it, on the hot wallet and the gas tank'),
    deposit_addresses: money.nullable().describe('Of it, on deposit addresses not yet swept'),
    addresses: z.number().int().describe('Deposit addresses asked'),
    ledger: money.describe('What the ledger says the platform holds (its chain clearing account)'),
    difference: money.nullable().describe('on_chain − ledger'),
    explained: z
      .array(
        z.object({
          item: z.enum(reconciliationItems),
          amount: money.describe('Its part of the difference (signed)'),
          count: z.number().int(),
        }),
      )
      .describe(
        'deposits_unconfirmed: on chain, not yet booked; sends_unbooked: our sends mined, not yet booked; reorged_unresolved: booked deposits a reorganisation took back, not yet resolved; sends_retaken: our sends booked as delivered whose block a reorganisation took back, being sent again',
      ),
    unexplained: money.nullable().describe('difference − explained: 0 when the ledger and the chain agree'),
    ok: z.boolean().describe('false when something is unexplained or the node did not answer'),
    error: z.string().nullable(),
  })
  .meta({ id: 'ReconciliationRow' });
export type ReconciliationRow = z.infer<typeof reconciliationRow>;

export const reconciliationReport = z
  .object({
    at: isoDateTime,
    ok: z.boolean(),
    rows: z.array(reconciliationRow),
  })
  .meta({ id: 'ChainReconciliation' });
export type ChainReconciliation = z.infer<typeof reconciliationReport>;
