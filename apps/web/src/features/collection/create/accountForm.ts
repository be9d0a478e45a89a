import {
  type ChainNetwork,
  type CreateCollectionAccountBody,
  type CryptoAsset,
  type ImportColumn,
  importColumns,
} from '@mc/contract';

/** The form's values: one account's fields, as typed. */
export interface AccountFormValues {
  customer_name: string;
  customer_ref: string;
  email: string;
  asset: CryptoAsset;
  network: ChainNetwork;
  expected_amount?: string;
  remark?: string;
}

/** The form's fields: the columns of an imported file, in the template's order. */
export const ACCOUNT_FIELDS = importColumns;

/** The message key of each column's name (the import's error table). */
export const FIELD_LABEL: Record<ImportColumn, string> = {
  customer_name: 'collection.detail.customer',
  customer_ref: 'collection.detail.ref',
  email: 'collection.detail.email',
  asset: 'collection.detail.asset',
  network: 'collection.detail.network',
  expected_amount: 'collection.detail.expected',
  remark: 'collection.detail.remark',
};

const optional = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** The request body from the form (possibly incomplete): empty optional fields are left out. */
export function toBody(values: Partial<AccountFormValues>): CreateCollectionAccountBody {
  return {
    customer_name: (values.customer_name ?? '').trim(),
    customer_ref: (values.customer_ref ?? '').trim(),
    email: (values.email ?? '').trim(),
    asset: values.asset as CryptoAsset,
    network: values.network as ChainNetwork,
    expected_amount: optional(values.expected_amount),
    remark: optional(values.remark),
  };
}
