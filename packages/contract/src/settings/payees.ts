import { z } from 'zod';
import { isoDateTime } from '../fields';
import { chainNetwork, cryptoAsset, cursorQuery, page } from '../money';
import { fieldsOf, text } from './form-rules';

/** Saved crypto addresses (payees) a remittance may go to. */

export const MAX_PAYEES = 200;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/**
 * Whether the address has its network's form: Tron's on TRC20, an EVM address on ERC20; on a network
 * a deployment adds, either (the server knows its kind, and checks the rest).
 */
const addressFits = (network: string, address: string) =>
  (network !== 'ERC20' && TRON_ADDRESS.test(address)) || (network !== 'TRC20' && EVM_ADDRESS.test(address));

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
  .refine((v) => addressFits(v.network, v.address), {
    path: ['address'],
    error: 'address_invalid',
    when: (p) => {
      const v = fieldsOf(p);
      return (
        typeof v.address === 'string' &&
        v.address !== '' &&
        typeof v.network === 'string' &&
        chainNetwork.safeParse(v.network).success
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
