import { z } from 'zod';
import { fiatAccountCurrencies } from '../fiat/topups';
import { isoDateTime } from '../fields';

import { cryptoAssets, cursorQuery, money, page } from '../money';
import { historyStatuses, historyTypes } from './kinds';

/** An instant (ISO 8601 with its offset) or a whole day (YYYY-MM-DD) of the merchant’s time zone. */
const instantOrDay = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'date_invalid' });

/**
 * A row of the transaction history: one journal entry's change of one balance (available,
 * settlement, frozen) of one of the merchant's assets. `net` is that change and `amount − fee =
 * net` for every kind, so a balance's rows' net add up to its change over any period.
 */

export const historyAssets = [...cryptoAssets, ...fiatAccountCurrencies] as const;
export const historyDirections = ['in', 'out'] as const;
/** The merchant's balances a row moves: spendable, received but not yet settled, held for a payout. */
export const historyBalances = ['available', 'settlement', 'frozen'] as const;
export type HistoryBalance = (typeof historyBalances)[number];
export const historyExportFormats = ['csv', 'xlsx'] as const;

export const historyRow = z
  .object({
    id: z.string(),
    entry_id: z.string().describe('The journal entry that booked this movement'),
    created_at: isoDateTime,
    type: z.enum(historyTypes),
    kind: z.string().describe('The ledger entry kind (payout_held, payout_released, order_settled…)'),
    direction: z.enum(historyDirections).describe('in: net is positive; out: net is negative'),
    asset: z.string(),
    network: z.string().nullable(),
    balance: z
      .enum(historyBalances)
      .describe(
        'The balance this row moved: available, settlement (received, not yet settled) or frozen (held for a payout)',
      ),
    amount: money.describe(
      'Signed, before the fee: what was received (positive) or what left to the other side (negative); amount − fee = net',
    ),
    fee: money.describe('The fee of the movement (zero or positive), stated on one of its rows'),
    net: money.describe("Signed: the balance's change (positive adds to it, negative takes from it)"),
    balance_after: money.describe('The balance this row moved, after the movement'),
    status: z.enum(historyStatuses).describe("The business object's status now"),
    order_no: z.string().nullable().describe('The merchant order number'),
    counterparty: z.string().nullable().describe('Address, bank account or payee'),
    tx_hash: z.string().nullable(),
    remark: z
      .string()
      .nullable()
      .describe("The merchant's own remark (a payout's remark, an order's description)"),
    ref_type: z.string().describe('receipt_order, payout…'),
    ref_id: z.string(),
  })
  .meta({ id: 'HistoryRow' });
export type HistoryRow = z.infer<typeof historyRow>;
export const historyPage = page(historyRow);

export const historyPosting = z.object({
  account: z.string().describe('A bucket of the merchant (available, frozen…) or a platform account'),
  owner: z.enum(['merchant', 'platform']),
  asset: z.string(),
  amount: money,
  balance_after: money
    .nullable()
    .describe("The account's balance after the posting (the merchant's own accounts only)"),
});

export const historyDetail = historyRow
  .extend({
    memo: z.string(),
    postings: z.array(historyPosting),
  })
  .meta({ id: 'HistoryDetail' });
export type HistoryDetail = z.infer<typeof historyDetail>;

const filters = {
  type: z.enum(historyTypes, { error: 'type_invalid' }).optional(),
  asset: z.enum(historyAssets, { error: 'asset_invalid' }).optional(),
  status: z.enum(historyStatuses, { error: 'invalid_value' }).optional(),
  direction: z.enum(historyDirections, { error: 'invalid_value' }).optional(),
  balance: z.enum(historyBalances, { error: 'invalid_value' }).optional(),
  q: z
    .string()
    .trim()
    .max(128, { error: 'too_long' })
    .optional()
    .describe('Merchant order number, address, tx hash or amount (exact)'),
  from: instantOrDay
    .optional()
    .describe(
      'From this time (included), or from the start of this day (YYYY-MM-DD) in the merchant’s time zone',
    ),
  to: instantOrDay
    .optional()
    .describe(
      'Until this time (excluded), or through the end of this day (YYYY-MM-DD) in the merchant’s time zone',
    ),
};

/** A range is in order: instants from before to, days from not after to (a day is whole). */
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) => {
  if (!v.from || !v.to) return true;
  const day = (s: string) => s.length === 10;
  if (day(v.from) && day(v.to)) return v.from <= v.to;
  if (day(v.from) || day(v.to)) return true;
  return new Date(v.from).getTime() < new Date(v.to).getTime();
};
const reversed = { error: 'range_reversed', path: ['to'] };

export const historyQuery = z.strictObject({ ...filters, ...cursorQuery }).refine(rangeInOrder, reversed);
export type HistoryQuery = z.output<typeof historyQuery>;

export const historyExportQuery = z
  .strictObject({ ...filters, format: z.enum(historyExportFormats, { error: 'invalid_value' }) })
  .refine(rangeInOrder, reversed);
export type HistoryExportQuery = z.output<typeof historyExportQuery>;

/** A row's id (digits); any other text is an id that does not exist (404), as for every record. */
export const historyIdParams = z.strictObject({ id: z.string().max(100, { error: 'not_found' }) });

/** Path of an export (not an envelope: the file itself, streamed). */
export const historyExportPath = '/history/export';
