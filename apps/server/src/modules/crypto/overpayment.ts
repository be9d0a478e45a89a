import type { OverpaymentMode } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { type EntryInput, platform } from '../ledger';
import type { TransitionExtra } from './batch';
import { creditLessFee, orderEntry } from './bookings';
import type { AmountOf } from './seen-transfers';
import { receiveFee } from './status';
import { type Note, note } from './timeline-note';
import type { OrderRow } from './view';

/** The merchant's overpayment setting (`receipt_settings`; credit until set). */
export const overpaymentSetting = {
  async of(q: Queryable, merchantId: string): Promise<OverpaymentMode> {
    const [row] = await q.query<{ overpayment: OverpaymentMode }>(
      'SELECT overpayment FROM receipt_settings WHERE merchant_id = $1',
      [merchantId],
    );
    return row?.overpayment ?? 'credit';
  },

  async set(q: Queryable, merchantId: string, mode: OverpaymentMode, at: Date): Promise<OverpaymentMode> {
    await q.query(
      `INSERT INTO receipt_settings (merchant_id, overpayment, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id) DO UPDATE SET overpayment = EXCLUDED.overpayment, updated_at = EXCLUDED.updated_at`,
      [merchantId, mode, at],
    );
    return mode;
  },
};

/** What an order received beyond its amount (0 when it did not). */
export const excessOf = (o: { amount: bigint; received_amount: bigint }) =>
  o.received_amount > o.amount ? o.received_amount - o.amount : 0n;

/** What a paid order is settled for: what it received, less any excess (the excess goes its own way). */
export const settledAmount = (o: { amount: bigint; received_amount: bigint }) =>
  o.received_amount - excessOf(o);

/** How a paid order with an excess books it, what its timeline says and what its row keeps. */
export interface ExcessBooking {
  entries: EntryInput[];
  note: Note;
  extra: Required<Pick<TransitionExtra, 'excess'>>;
}

/**
 * The excess of an order just paid (its row already holds what it received), as `mode` says: credit
 * books `overpayment_credited` (suspense → available less the receive fee, rounded up → fees), refund
 * books nothing and holds it in suspense for the merchant to send back.
 */
export function bookExcess(
  o: OrderRow,
  mode: OverpaymentMode,
  at: Date,
  amountOf: AmountOf,
  txHash: string,
): ExcessBooking {
  const excess = excessOf(o);
  const figures = {
    received: amountOf(o.asset, o.received_amount).amount,
    excess: amountOf(o.asset, excess).amount,
    ...amountOf(o.asset, o.amount),
  };
  if (mode === 'refund') {
    return {
      entries: [],
      note: note('overpaid_held', figures),
      extra: { excess: { amount: excess, outcome: 'held', fee: 0n } },
    };
  }
  const fee = receiveFee(excess, o.fee_bps);
  const entry = orderEntry(
    o,
    'overpayment_credited',
    at,
    creditLessFee(o.merchant_id, o.asset, platform('suspense'), excess, fee),
    txHash,
  );
  return {
    entries: [entry],
    note: note('overpaid_credited', { ...figures, fee: amountOf(o.asset, fee).amount }),
    extra: { excess: { amount: excess, outcome: 'credited', fee } },
  };
}
