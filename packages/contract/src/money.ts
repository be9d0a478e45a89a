import { z } from 'zod';

export const cryptoAssets = ['USDT', 'USDC'] as const;
export type CryptoAsset = (typeof cryptoAssets)[number];
export const chainNetworks = ['TRC20', 'ERC20'] as const;
export type ChainNetwork = (typeof chainNetworks)[number];

export const cryptoAsset = z.enum(cryptoAssets, { error: 'asset_invalid' });
export const chainNetwork = z.enum(chainNetworks, { error: 'network_invalid' });

/** A positive decimal amount as typed by a person: digits, one optional dot, up to 6 decimals. */
export const amountString = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, { error: 'amount_invalid' })
  .describe('Decimal string, e.g. "12.50"');

/** Decimal string of minor units formatted with the asset's decimals, e.g. "12.500000". */
export const money = z.string().describe("Decimal string with the asset's decimals");

export function toMinor(value: string, decimals: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > decimals) return null;
  return BigInt(m[1]! + frac.padEnd(decimals, '0'));
}

export function fromMinor(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${int}${decimals ? `.${frac}` : ''}`;
}

export const cursorQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
};

export function page<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), has_more: z.boolean(), next_cursor: z.string().nullable() });
}
