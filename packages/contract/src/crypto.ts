import { z } from 'zod';
import { email, isoDateTime } from './fields';
import { latePayment } from './late-payments';
import { amountString, chainNetwork, cryptoAsset, cursorQuery, money, page } from './money';
import { noteText } from './note-text';
import { receiptStatuses } from './statuses';
import { actor } from './team/schemas';
import { timelineEvent } from './timeline-notes';

export const receiptStatus = z.enum(receiptStatuses, { error: 'invalid_value' });

/**
 * Why an order waits for a decision. `repeat_in_month`: a collection account's second (or later)
 * transfer of a calendar month; `account_disabled`: a transfer to a disabled collection account.
 */
export const exceptionReasons = [
  'underpaid',
  'overpaid',
  'late_payment',
  'wrong_asset',
  'repeat_in_month',
  'account_disabled',
] as const;

/**
 * What becomes of what an order received beyond its amount (the order itself is paid for its amount):
 * `credit` adds it to the merchant's available balance (less the receive fee), `refund` holds it for
 * the merchant to send back to the payer (less the network fee).
 */
export const overpaymentModes = ['credit', 'refund'] as const;
export type OverpaymentMode = (typeof overpaymentModes)[number];
export const overpaymentMode = z.enum(overpaymentModes, { error: 'invalid_value' });

/** Where the excess of an overpaid order is: credited, held for a refund, refund on its way, refunded. */
export const excessOutcomes = ['credited', 'held', 'refund_requested', 'refunded'] as const;
export type ExcessOutcome = (typeof excessOutcomes)[number];

export const createReceiptOrderBody = z.strictObject({
  asset: cryptoAsset,
  network: chainNetwork,
  amount: amountString,
  merchant_order_no: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'too_long' })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'order_no_invalid' }),
  description: noteText(200).optional(),
  payer_email: email.optional(),
  expires_in_minutes: z.number().int().min(5).max(1440).default(30),
});
export type CreateReceiptOrderBody = z.input<typeof createReceiptOrderBody>;

export const receiptPayment = z.object({
  tx_hash: z.string(),
  from_address: z.string(),
  asset: z.string(),
  amount: money,
  confirmations: z.number().int(),
  confirmations_required: z.number().int(),
  status: z.enum(['confirming', 'confirmed', 'held']),
  on_time: z.boolean(),
  seen_at: isoDateTime,
  confirmed_at: isoDateTime.nullable(),
});

/** What an order asks for and what arrived so far, as the merchant and the payer both see it. */
const orderAmounts = {
  asset: cryptoAsset,
  network: chainNetwork,
  amount: money,
  received_amount: money,
  pending_amount: money,
  due_amount: money,
};

export const receiptOrder = z
  .object({
    id: z.string(),
    merchant_order_no: z.string(),
    ...orderAmounts,
    fee_amount: money,
    status: receiptStatus,
    exception_reason: z.enum(exceptionReasons).nullable(),
    deposit_address: z.string(),
    payment_url: z.string(),
    description: z.string(),
    payer_email: z.string().nullable(),
    expires_at: isoDateTime,
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    completed_at: isoDateTime.nullable(),
    refund_address: z.string().nullable(),
    refund_tx_hash: z.string().nullable(),
    excess_amount: money.describe('What arrived beyond the amount ("0.000000" when nothing did)'),
    excess_outcome: z
      .enum(excessOutcomes)
      .nullable()
      .describe('What became of the excess (the merchant’s overpayment setting), null when there is none'),
    excess_fee: money.describe(
      'What the excess bore: the receive fee when credited, the network fee when refunded',
    ),
    excess_refund_address: z.string().nullable(),
    excess_refund_tx_hash: z.string().nullable(),
    collection_account_id: z
      .string()
      .nullable()
      .describe('The collection account whose transfer this order is (kind collection), or null'),
  })
  .meta({ id: 'Order' });
export type ReceiptOrder = z.infer<typeof receiptOrder>;

export const receiptOrderDetail = receiptOrder
  .extend({
    payments: z.array(receiptPayment),
    timeline: z.array(timelineEvent),
    late_payments: z
      .array(latePayment)
      .describe('Money that arrived after the order was decided, each resolved on its own (oldest first)'),
    created_by: actor
      .nullable()
      .optional()
      .describe('The user who created the order; null when it was created with an API key'),
  })
  .meta({ id: 'OrderDetail' });

export const receiptOrderList = page(receiptOrder);
export const receiptOrderListQuery = z.strictObject({
  status: receiptStatus.optional(),
  asset: cryptoAsset.optional(),
  network: chainNetwork.optional(),
  q: z.string().trim().max(100, { error: 'too_long' }).optional(),
  from: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  to: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  ...cursorQuery,
});

export const orderIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
export const refundBody = z.strictObject({
  address: z.string().trim().min(1, { error: 'required' }).max(128),
});

export const publicOrder = z
  .object({
    id: z.string(),
    merchant_name: z.string(),
    merchant_order_no: z.string(),
    description: z.string(),
    ...orderAmounts,
    status: receiptStatus,
    deposit_address: z.string(),
    payment_uri: z
      .string()
      .nullable()
      .describe(
        'What the QR code holds for a wallet while an amount is due: an EIP-681 request of an ERC-20 transfer (token contract, chain id, deposit address, the amount due in base units) on an EVM network; null where the network has no such request (the QR then holds the address alone)',
      ),
    expires_at: isoDateTime,
    server_time: isoDateTime,
    confirmations_required: z.number().int(),
    payments: z.array(receiptPayment),
  })
  .meta({ id: 'PublicOrder' });
export type PublicOrder = z.infer<typeof publicOrder>;

export const bucketsOf = z
  .object({
    asset: z.string(),
    decimals: z.number().int(),
    available: money,
    frozen: money,
    settlement: money,
    deposit: money,
    total: money,
    owed: money.describe(
      'What the merchant owes the platform in the asset (a credited deposit the chain took back that the available balance did not cover); not in the total, repaid first by later credits',
    ),
  })
  .meta({ id: 'AssetBalance' });
export const balancesData = z.object({ assets: z.array(bucketsOf) }).meta({ id: 'Balances' });

export const overviewData = z
  .object({
    balances: z.array(bucketsOf),
    fiat_balances: z.array(bucketsOf).describe('The fiat account: every enabled currency and any held'),
    timezone: z.string().describe('The merchant’s time zone: the days of daily_volume are its days'),
    today: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe('Today in the merchant’s time zone (YYYY-MM-DD): the last of the 30 days of daily_volume'),
    daily_volume: z
      .array(z.object({ day: z.string(), asset: z.string(), amount: money }))
      .describe('Received per day of the last 30 (the merchant’s days, today included)'),
    status_counts: z.array(z.object({ status: receiptStatus, count: z.number().int() })),
    todos: z.array(z.object({ key: z.enum(['bind_authenticator', 'complete_kyb']), done: z.boolean() })),
  })
  .meta({ id: 'Overview' });

export const networkInfo = z.object({
  code: chainNetwork,
  name: z.string(),
  confirmations: z.number().int(),
  assets: z.array(z.object({ asset: cryptoAsset, min_amount: money, network_fee: money })),
});
export const networksData = z
  .object({ networks: z.array(networkInfo), kyb_order_limit_usd: z.string() })
  .meta({ id: 'Networks' });

export const devTransferBody = z.strictObject({
  network: chainNetwork,
  asset: cryptoAsset,
  to: z.string().trim().min(1).max(128),
  amount: amountString,
});
export const devTransferData = z.object({ tx_hash: z.string() });
export const devMineBody = z.strictObject({ blocks: z.number().int().min(1).max(100).default(1) });
export const devMineData = z.object({ heights: z.record(z.string(), z.number()) });
/** Takes back a simulated network's newest blocks; their transfers return to the pool, those in `drop` vanish. */
export const devReorgBody = z.strictObject({
  network: chainNetwork,
  depth: z.number().int().min(1).max(100),
  drop: z.array(z.string().trim().min(1).max(128)).max(100).default([]),
});
export const devReorgData = z.object({ network: z.string(), depth: z.number().int() });
