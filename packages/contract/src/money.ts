import { globalRegistry, z } from 'zod';

export { fromMinor, fromMinorText, toMinor } from './minor-units';

export const cryptoAssets = ['USDT', 'USDC'] as const;
export type CryptoAsset = (typeof cryptoAssets)[number];
/** A network's code in the catalogue (`GET /api/networks`): TRC20, ERC20, and any EVM network a deployment adds. */
export type ChainNetwork = string;

export const cryptoAsset = z.enum(cryptoAssets, { error: 'asset_invalid' });
export const chainNetwork = z
  .string({ error: 'network_invalid' })
  .regex(/^[A-Z][A-Z0-9]{1,15}$/, { error: 'network_invalid' })
  .describe('A network code of the catalogue (GET /api/networks), e.g. ERC20 or TRC20');

/** A positive decimal amount as typed by a person: digits, one optional dot, up to 6 decimals. */
export const amountString = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, { error: 'amount_invalid' })
  .describe('Decimal string, e.g. "12.50"');

/** Decimal string of minor units formatted with the asset's decimals, e.g. "12.500000". */
export const money = z.string().describe("Decimal string with the asset's decimals");

export const cursorQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
};

/**
 * A page of a cursor list. A page of a named item (`.meta({ id: 'Order' })`) is named after it
 * (`OrderPage`): one component in the OpenAPI document.
 */
export function page<T extends z.ZodType>(item: T) {
  const schema = z.object({
    items: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  });
  const id = globalRegistry.get(item)?.id;
  return typeof id === 'string' ? schema.meta({ id: `${id}Page` }) : schema;
}
