import { z } from 'zod';
import { isoDateTime } from '../fields';

/** The health of each chain network, as the back office shows it: its node, its watcher, what waits on it. */

export const chainRails = ['simulated', 'evm'] as const;
export type ChainRailKind = (typeof chainRails)[number];

export const chainNodeStates = ['in_use', 'standby', 'failing', 'set_aside'] as const;

export const chainNode = z
  .object({
    label: z
      .string()
      .describe(
        "Its place in the settings and its host (never the address's path or query, where a provider's key sits)",
      ),
    state: z
      .enum(chainNodeStates)
      .describe(
        'in_use: requests go to it; standby: asked when the one in use fails; failing: not answering; set_aside: asked nothing',
      ),
    reason: z
      .enum(['chain_id', 'lagging'])
      .nullable()
      .describe('Why it is set aside: it serves another chain, or its head is too far behind the others'),
    chain_id: z.number().int().nullable().describe('The chain id it last answered'),
    head: z.string().regex(/^\d+$/).nullable().describe('The newest block it last answered (decimal)'),
    lag: z.number().int().describe('Blocks behind the highest head of the nodes in use'),
    last_ok_at: isoDateTime.nullable(),
    failing_since: isoDateTime.nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'ChainNode' });
export type ChainNode = z.infer<typeof chainNode>;

export const senderRoles = ['hot', 'gas_tank'] as const;
export type SenderRole = (typeof senderRoles)[number];

export const senderBalance = z
  .object({
    sender: z
      .enum(senderRoles)
      .describe(
        "hot: the hot wallet (payouts, refunds; its ETH pays their gas); gas_tank: funds sweeps' gas",
      ),
    asset: z.string().describe('A token of the network, or ETH (the network coin)'),
    address: z.string().nullable().describe('The sender’s address (null before its first check)'),
    balance: z
      .string()
      .nullable()
      .describe('What it held at the last check, a decimal string (null before the first check)'),
    threshold: z
      .string()
      .nullable()
      .describe('Below this the balance is low, a decimal string (null: no threshold, never low)'),
    threshold_source: z
      .enum(['settings', 'operator'])
      .nullable()
      .describe("Who named the threshold: the network's settings file, or an operator"),
    low: z.boolean().describe('Whether the balance of the last check is below the threshold'),
    low_since: isoDateTime.nullable().describe('When it dropped below (null while it is not low)'),
    checked_at: isoDateTime.nullable().describe('When the balance was last read from the node'),
  })
  .meta({ id: 'SenderBalance' });
export type SenderBalance = z.infer<typeof senderBalance>;

export const chainNetworkStatus = z
  .object({
    code: z.string().describe('Network code of the catalogue, e.g. TRC20'),
    name: z.string(),
    rail: z.enum(chainRails).describe('simulated (in the database) or evm (a node over JSON-RPC)'),
    ok: z.boolean().describe("Whether the network's node answers"),
    last_ok_at: isoDateTime.nullable().describe('When the node last answered'),
    failing_since: isoDateTime
      .nullable()
      .describe('Since when the node has been failing (null while it answers)'),
    last_error: z.string().nullable().describe("The node's last error, first line"),
    head: z
      .string()
      .regex(/^\d+$/)
      .nullable()
      .describe('Height of the newest block (decimal); null when the node did not answer'),
    confirmations_required: z.number().int(),
    scan_lag: z
      .number()
      .int()
      .nullable()
      .describe('Blocks the deposit watcher has yet to read (EVM only; null when unknown)'),
    confirming: z
      .object({
        count: z.number().int(),
        oldest_seen_at: isoDateTime.nullable(),
      })
      .describe('Deposits seen and waiting for their confirmations'),
    sends_waiting: z
      .object({
        count: z.number().int(),
        oldest_created_at: isoDateTime.nullable(),
      })
      .describe('Outgoing transfers queued or broadcast, not yet confirmed'),
    nodes: z.array(chainNode).describe('Each JSON-RPC node of the network (none for a simulated one)'),
    senders: z
      .array(senderBalance)
      .describe("The platform's senders' balances against their thresholds (none on a simulated network)"),
  })
  .meta({ id: 'ChainNetworkStatus' });
export type ChainNetworkStatus = z.infer<typeof chainNetworkStatus>;

export const chainNetworkStatusList = z
  .object({
    items: z.array(chainNetworkStatus),
    checked_at: isoDateTime,
  })
  .meta({ id: 'ChainNetworkStatusList' });
export type ChainNetworkStatusList = z.infer<typeof chainNetworkStatusList>;

export const networkCodeParams = z.strictObject({ code: z.string().regex(/^[A-Z0-9]{2,16}$/) });

/** A threshold: a decimal string of the asset's units, or null to go back to the settings' one. */
const threshold = z
  .string({ error: 'threshold_invalid' })
  .trim()
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,18})?$/, { error: 'threshold_invalid' })
  .nullable();
const thresholdsOf = z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), threshold);

export const lowBalanceThresholdsBody = z.strictObject({
  hot: thresholdsOf.optional().describe('The hot wallet’s thresholds per asset (a token, or ETH)'),
  gas_tank: thresholdsOf.optional().describe('The gas tank’s threshold (ETH)'),
});
export type LowBalanceThresholdsBody = z.input<typeof lowBalanceThresholdsBody>;

export const senderBalanceList = z
  .object({ items: z.array(senderBalance) })
  .meta({ id: 'SenderBalanceList' });
