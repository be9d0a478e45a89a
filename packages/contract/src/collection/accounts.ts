import { z } from 'zod';
import { receiptStatus } from '../crypto';
import { email, isoDateTime } from '../fields';
import { amountString, chainNetwork, cryptoAsset, cursorQuery, money, page } from '../money';
import { noteText } from '../note-text';

/**
 * Batch collection: long-lived collection accounts, one per customer of the merchant, each a static
 * deposit address (its own derivation index, never a receipt order's) on one asset and network.
 * Every transfer to the address becomes a receipt order of its own (kind `collection`), credited like
 * any order; the first transfer of a calendar month (the merchant's time zone) is credited,
 * a later one in the same month is held as an exception (`repeat_in_month`) for a decision.
 */

export const collectionAccountStatuses = ['active', 'disabled'] as const;
export type CollectionAccountStatus = (typeof collectionAccountStatuses)[number];
export const collectionAccountStatus = z.enum(collectionAccountStatuses, { error: 'invalid_value' });

/** Text a person typed: no markup, no control characters. */
const plainText = (max: number) =>
  z
    .string({ error: 'required' })
    .normalize('NFC')
    .trim()
    .max(max, { error: 'too_long' })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' });

export const customerName = plainText(100).pipe(z.string().min(1, { error: 'required' }));
export const customerRef = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'customer_ref_invalid' })
  .describe('The merchant’s own reference of the customer, unique per merchant (letters, digits, _ . -)');

/** The fields of one account, as the form and each imported row give them. */
export const collectionAccountFields = {
  customer_name: customerName,
  customer_ref: customerRef,
  email,
  asset: cryptoAsset,
  network: chainNetwork,
  expected_amount: amountString
    .optional()
    .describe('What the customer is expected to pay each month (shown only)'),
  remark: noteText(200).optional(),
};
export const createCollectionAccountBody = z.strictObject(collectionAccountFields);
export type CreateCollectionAccountBody = z.input<typeof createCollectionAccountBody>;

export const collectionMonth = z.object({
  month: z.string().describe('YYYY-MM in the merchant’s time zone'),
  deposits: z.number().int().describe('Transfers seen this month (the second and later are exceptions)'),
  amount: money.describe('What arrived this month'),
});

export const collectionAccount = z
  .object({
    id: z.string(),
    customer_name: z.string(),
    customer_ref: z.string(),
    email: z.string(),
    asset: cryptoAsset,
    network: chainNetwork,
    address: z.string(),
    expected_amount: money.nullable(),
    remark: z.string().nullable(),
    status: collectionAccountStatus,
    payment_url: z.string().describe('The public /batch/transfer page of the account'),
    this_month: collectionMonth,
    total_received: money.describe('Everything credited to the merchant from this account'),
    deposit_count: z.number().int(),
    last_deposit_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'CollectionAccount' });
export type CollectionAccount = z.infer<typeof collectionAccount>;

/** One transfer to an account: the receipt order it became. */
export const collectionDeposit = z.object({
  order_id: z.string(),
  merchant_order_no: z.string(),
  amount: money,
  status: receiptStatus,
  exception_reason: z.string().nullable(),
  tx_hash: z.string(),
  from_address: z.string(),
  confirmations: z.number().int(),
  confirmations_required: z.number().int(),
  month: z.string().describe('YYYY-MM it counts in'),
  seen_at: isoDateTime,
});
export type CollectionDeposit = z.infer<typeof collectionDeposit>;

export const collectionAccountDetail = collectionAccount.extend({
  deposits: z.array(collectionDeposit).describe('Newest first, at most 100'),
});
export type CollectionAccountDetail = z.infer<typeof collectionAccountDetail>;

const listFilters = {
  asset: cryptoAsset.optional(),
  network: chainNetwork.optional(),
  status: collectionAccountStatus.optional(),
  deposited_this_month: z
    .enum(['true', 'false'], { error: 'invalid_value' })
    .optional()
    .describe('Only accounts with (true) or without (false) a deposit this month'),
  q: z
    .string()
    .trim()
    .max(100, { error: 'too_long' })
    .optional()
    .describe('Customer name (contains), reference or address (exact, any case)'),
};
export const collectionAccountListQuery = z.strictObject({ ...listFilters, ...cursorQuery });
export type CollectionAccountListQuery = z.output<typeof collectionAccountListQuery>;
export const collectionAccountList = page(collectionAccount);
export const collectionExportQuery = z.strictObject({
  ...listFilters,
  format: z.enum(['csv', 'xlsx'], { error: 'invalid_value' }),
});
export type CollectionExportQuery = z.output<typeof collectionExportQuery>;
/** Path of the export (the file itself, streamed, not an envelope). */
export const collectionExportPath = '/collection-accounts/export';

export const collectionAccountIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
export const setCollectionAccountStatusBody = z.strictObject({ status: collectionAccountStatus });

/** What the payer's public page shows: nothing of the merchant beyond its name. */
export const publicCollectionAccount = z
  .object({
    id: z.string(),
    merchant_name: z.string(),
    asset: cryptoAsset,
    network: chainNetwork,
    address: z.string(),
    payment_uri: z
      .string()
      .nullable()
      .describe(
        'What the QR code holds for a wallet while the account takes transfers: an EIP-681 request of an ERC-20 transfer (token contract, chain id, the address; the amount left to the payer) on an EVM network; null where the network has no such request',
      ),
    status: collectionAccountStatus,
    timezone: z.string(),
    month: z.string(),
    server_time: isoDateTime,
    confirmations_required: z.number().int(),
    payments: z
      .array(
        z.object({
          amount: money,
          status: receiptStatus,
          tx_hash: z.string(),
          confirmations: z.number().int(),
          seen_at: isoDateTime,
        }),
      )
      .describe('This month’s transfers, newest first'),
  })
  .meta({ id: 'PublicCollectionAccount' });
export type PublicCollectionAccount = z.infer<typeof publicCollectionAccount>;
