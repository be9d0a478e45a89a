import type { Queryable } from '../../db/client';
import { chainClearing, type Line, merchantBucket, platform, post } from '../ledger';
import type { PayoutRow } from './repo';

/** What the conversion of a withdrawal to fiat books on the crypto side besides the fee. */
export interface ConversionParts {
  converted: bigint;
  remainder: bigint;
}

type Kind =
  | 'payout_held'
  | 'payout_released'
  | 'payout_sent'
  | 'payout_returned'
  | 'payout_converted'
  | 'payout_transferred';

function book(tx: Queryable, p: PayoutRow, kind: Kind, at: Date, lines: Line[]) {
  return post(tx, {
    kind,
    refType: 'payout',
    refId: p.id,
    merchantId: p.merchant_id,
    at,
    lines,
    // the payout's status is the one its transaction leaves (the history follows it at commit)
    history: {
      type: p.kind,
      status: p.status,
      network: p.network,
      counterparty:
        p.kind === 'remittance' || p.kind === 'bank_transfer' ? (p.to_address ?? p.payee_name) : null,
      txHash: p.tx_hash,
      remark: p.remark,
    },
  });
}

/**
 * The ledger side of a payout: its total moves available -> frozen when it is made, then either
 * leaves (captured: sent on chain or converted) or returns to available (failed, rejected).
 * The hold is booked by the database with the payout row itself (migration 009: when its
 * transaction commits); every later booking exists once per payout (the ledger skips a second one).
 */
export const payoutBookings = {
  release(tx: Queryable, p: PayoutRow, at: Date) {
    return book(tx, p, 'payout_released', at, [
      { account: merchantBucket(p.merchant_id, 'frozen'), asset: p.asset, amount: -p.total },
      { account: merchantBucket(p.merchant_id, 'available'), asset: p.asset, amount: p.total },
    ]);
  },

  /** A remittance confirmed on chain: the amount left through the network's clearing, the fee is earned. */
  sent(tx: Queryable, p: PayoutRow, at: Date) {
    return book(tx, p, 'payout_sent', at, [
      { account: merchantBucket(p.merchant_id, 'frozen'), asset: p.asset, amount: -p.total },
      { account: chainClearing(p.network!), asset: p.asset, amount: p.amount },
      ...(p.fee > 0n ? [{ account: platform('fees'), asset: p.asset, amount: p.fee }] : []),
    ]);
  },

  /**
   * A remittance booked as sent whose transfer a reorganisation took back and that was never delivered
   * (mined again reverted, or its nonce taken): what `sent` booked comes back to available.
   */
  returned(tx: Queryable, p: PayoutRow, at: Date) {
    return book(tx, p, 'payout_returned', at, [
      { account: chainClearing(p.network!), asset: p.asset, amount: -p.amount },
      ...(p.fee > 0n ? [{ account: platform('fees'), asset: p.asset, amount: -p.fee }] : []),
      { account: merchantBucket(p.merchant_id, 'available'), asset: p.asset, amount: p.total },
    ]);
  },

  /** A bank transfer the bank completed: the amount left through bank clearing, the fee is earned. */
  transferred(tx: Queryable, p: PayoutRow, at: Date) {
    return book(tx, p, 'payout_transferred', at, [
      { account: merchantBucket(p.merchant_id, 'frozen'), asset: p.asset, amount: -p.total },
      { account: platform('bank_clearing'), asset: p.asset, amount: p.amount },
      ...(p.fee > 0n ? [{ account: platform('fees'), asset: p.asset, amount: p.fee }] : []),
    ]);
  },

  /**
   * A conversion, either way (a withdrawal to fiat, a conversion of fiat to crypto): what is debited
   * goes to the FX account (fee and rounding remainder apart), what arrives comes from it.
   */
  converted(tx: Queryable, p: PayoutRow, parts: ConversionParts, at: Date) {
    const fiat = p.fiat_currency!;
    return book(tx, p, 'payout_converted', at, [
      { account: merchantBucket(p.merchant_id, 'frozen'), asset: p.asset, amount: -p.total },
      ...(p.fee > 0n ? [{ account: platform('fees'), asset: p.asset, amount: p.fee }] : []),
      { account: platform('fx'), asset: p.asset, amount: parts.converted },
      ...(parts.remainder > 0n
        ? [{ account: platform('fx_rounding'), asset: p.asset, amount: parts.remainder }]
        : []),
      { account: platform('fx'), asset: fiat, amount: -p.fiat_amount! },
      { account: merchantBucket(p.merchant_id, 'available'), asset: fiat, amount: p.fiat_amount! },
    ]);
  },
};
