import type { CollectionAccountStatus } from '@mc/contract';

/**
 * One account to create, as the form or an imported row gives it once checked: the asset is one
 * the network carries (the catalogue), the amount in the asset's minor units.
 */
export type NewCollectionAccount = {
  customer_name: string;
  customer_ref: string;
  email: string;
  asset: string;
  network: string;
  expected_amount: bigint | null;
  remark: string | null;
};

/** A row of `collection_accounts`, as the database answers it. */
export interface CollectionAccountRow {
  id: string;
  merchant_id: string;
  customer_name: string;
  customer_ref: string;
  email: string;
  asset: 'USDT' | 'USDC';
  network: string;
  address: string;
  derivation_index: bigint;
  expected_amount: bigint | null;
  remark: string | null;
  status: CollectionAccountStatus;
  import_id: string | null;
  created_at: Date;
  [key: string]: unknown;
}

export const ACCOUNT_COLUMNS = `a.id, a.merchant_id, a.customer_name, a.customer_ref, a.email, a.asset, a.network,
  a.address, a.derivation_index, a.expected_amount, a.remark, a.status, a.import_id, a.created_at`;
