import { z } from 'zod';
import { isoDateTime } from '../fields';
import { chainNetwork, cryptoAsset, cursorQuery, page } from '../money';
import { fieldsOf, text } from './form-rules';

/** Saved crypto addresses (payees) a remittance may go to. */

export const MAX_PAYEES = 200;
const ADDRESS_FORMAT: Record<string, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export const payeeBody = z
  .strictObject({
    name: text(1, 64),
    network: chainNetwork,
    asset: cryptoAsset.nullable().default(null).describe('Leave null for any asset of the network'),
    address: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(128, { error: 'address_invalid' }),
  })
  .refine((v) => ADDRESS_FORMAT[v.network]?.test(v.address) ?? false, {
    path: ['address'],
    error: 'address_invalid',
    when: (p) => {
      const v = fieldsOf(p);
      return (
        typeof v.address === 'string' && v.address !== '' && Object.hasOwn(ADDRESS_FORMAT, String(v.network))
      );
    },
  });
export type PayeeBody = z.input<typeof payeeBody>;

export const payee = z
  .object({
    id: z.string(),
    name: z.string(),
    network: chainNetwork,
    asset: cryptoAsset.nullable(),
    address: z.string(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Payee' });
export type Payee = z.infer<typeof payee>;
export const payeeList = page(payee);
export const payeeListQuery = z.strictObject({ network: chainNetwork.optional(), ...cursorQuery });
