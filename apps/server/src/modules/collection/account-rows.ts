import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { ChainRail } from '../../rails/chain/types';

/** One account to create: the fields a form or an imported row gives, checked. */
export type NewCollectionAccount = {
  customer_name: string;
  customer_ref: string;
  email: string;
  asset: string;
  network: string;
  expected_amount: bigint | null;
  remark: string | null;
};

export type CollectionAccountRow = NewCollectionAccount & {
  id: string;
  merchant_id: string;
  address: string;
  derivation_index: bigint;
  status: 'active' | 'disabled';
  import_id: string | null;
  created_at: Date;
};

/** Addresses derived in one go before other requests get their turn. */
const DERIVE_SLICE = 500;

export type CreateAccounts = (
  tx: Queryable,
  merchantId: string,
  rows: NewCollectionAccount[],
  importId: string | null,
) => Promise<CollectionAccountRow[]>;

/**
 * Creates accounts in the caller's transaction: each gets a derivation index of the deposit address
 * sequence and its address; a reference the merchant already has is left as it is (not created).
 * Answers the rows created.
 */
export function accountRows(deps: { chain: ChainRail; clock: { now(): Date } }): CreateAccounts {
  return async (tx, merchantId, rows, importId) => {
    if (!rows.length) return [];
    const indexes = (
      await tx.query<{ i: bigint }>(
        "SELECT nextval('deposit_address_index') AS i FROM generate_series(1, $1)",
        [rows.length],
      )
    ).map((r) => r.i);
    const addresses = new Array<string>(rows.length);
    for (const network of new Set(rows.map((r) => r.network))) {
      const at = rows.flatMap((r, i) => (r.network === network ? [i] : []));
      // in slices, the event loop served between them: 10,000 addresses are seconds of work
      for (let from = 0; from < at.length; from += DERIVE_SLICE) {
        const slice = at.slice(from, from + DERIVE_SLICE);
        const derived = deps.chain.depositAddresses(
          network,
          slice.map((i) => indexes[i]!),
        );
        slice.forEach((i, j) => {
          addresses[i] = derived[j]!;
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const column = <K extends keyof NewCollectionAccount>(k: K) => rows.map((r) => r[k]);
    return tx.query<CollectionAccountRow>(
      `INSERT INTO collection_accounts (id, merchant_id, customer_name, customer_ref, email, asset, network,
         address, derivation_index, expected_amount, remark, import_id, created_at)
       SELECT u.id, $1, u.name, u.ref, u.email, u.asset, u.network, u.address, u.idx, u.amount, u.remark, $2, $3
       FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                   $11::bigint[], $12::bigint[], $13::text[])
         AS u (id, name, ref, email, asset, network, address, idx, amount, remark)
       ON CONFLICT (merchant_id, customer_ref) DO NOTHING
       RETURNING *`,
      [
        merchantId,
        importId,
        deps.clock.now(),
        rows.map(() => randomUUID()),
        column('customer_name'),
        column('customer_ref'),
        column('email'),
        column('asset'),
        column('network'),
        addresses,
        indexes,
        column('expected_amount'),
        column('remark'),
      ],
    );
  };
}
