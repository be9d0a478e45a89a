import type { Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ChainRail } from '../../rails/chain/types';
import { reserveDepositAddressIndexes } from '../crypto';
import type { CollectionAccountRow, NewCollectionAccount } from './account-rows';

/**
 * Creates accounts in the caller's transaction: answers the rows it created, in the order given.
 * A row whose reference the merchant already has (or that repeats an earlier row) is not created.
 */
export type CreateAccounts = (
  tx: Queryable,
  merchantId: string,
  rows: readonly NewCollectionAccount[],
  importId: string | null,
) => Promise<CollectionAccountRow[]>;

/**
 * The one way accounts are made (the form and the import alike): one statement reserves an index
 * per row from crypto's deposit-address sequence, each network's addresses are derived together
 * (`depositAddresses`), and one statement inserts every row, skipping references already taken.
 */
export function accountCreator(chain: ChainRail, clock: Clock): CreateAccounts {
  return async (tx, merchantId, rows, importId) => {
    if (!rows.length) return [];
    const indexes = await reserveDepositAddressIndexes(tx, rows.length);
    const addresses = await addressesOf(chain, rows, indexes);
    const now = clock.now();
    return tx.query<CollectionAccountRow>(
      `WITH created AS (
         INSERT INTO collection_accounts (id, merchant_id, customer_name, customer_ref, email, asset, network,
           address, derivation_index, expected_amount, remark, import_id, created_at, updated_at)
         SELECT gen_random_uuid(), $1, v.customer_name, v.customer_ref, v.email, v.asset, v.network, v.address,
           v.derivation_index, v.expected_amount, v.remark, $2, $3, $3
         FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[],
           $11::bigint[], $12::text[])
           AS v(customer_name, customer_ref, email, asset, network, address, derivation_index, expected_amount, remark)
         ORDER BY v.derivation_index
         ON CONFLICT (merchant_id, customer_ref) DO NOTHING
         RETURNING *
       )
       SELECT a.id, a.merchant_id, a.customer_name, a.customer_ref, a.email, a.asset, a.network, a.address,
         a.derivation_index, a.expected_amount, a.remark, a.status, a.import_id, a.created_at
       FROM created a ORDER BY a.derivation_index`,
      [
        merchantId,
        importId,
        now,
        rows.map((r) => r.customer_name),
        rows.map((r) => r.customer_ref),
        rows.map((r) => r.email),
        rows.map((r) => r.asset),
        rows.map((r) => r.network),
        addresses,
        indexes,
        rows.map((r) => r.expected_amount),
        rows.map((r) => r.remark),
      ],
    );
  };
}

/** Addresses derived in one go before the server serves other requests (10,000 are seconds of work). */
const DERIVE_SLICE = 500;

/**
 * Each row's address: the rows of one network derived together, in the order of their indexes, in
 * slices with the event loop served between them.
 */
async function addressesOf(
  chain: ChainRail,
  rows: readonly NewCollectionAccount[],
  indexes: bigint[],
): Promise<string[]> {
  const byNetwork = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const at = byNetwork.get(r.network) ?? [];
    at.push(i);
    byNetwork.set(r.network, at);
  });
  const out = new Array<string>(rows.length);
  for (const [network, at] of byNetwork) {
    for (let from = 0; from < at.length; from += DERIVE_SLICE) {
      if (from > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const slice = at.slice(from, from + DERIVE_SLICE);
      const derived = chain.depositAddresses(
        network,
        slice.map((i) => indexes[i]!),
      );
      slice.forEach((i, k) => {
        out[i] = derived[k]!;
      });
    }
  }
  return out;
}
