import type { Queryable } from '../../db/client';
import { type EntryInput, merchantBucket, platform, postMany } from '../ledger';
import { fiatRepo, type TopupRow } from './repo';

/** The fee of a top-up: basis points of what arrived, rounded up in the platform's favour. */
export const topupFee = (received: bigint, bps: number) => (received * BigInt(bps) + 9_999n) / 10_000n;

export interface TopupCredit {
  row: TopupRow;
  received: bigint;
  fee: bigint;
}

/** The booking of a credited top-up: bank clearing -> the merchant's available, the fee to fees. */
function entryOf({ row, received, fee }: TopupCredit, at: Date): EntryInput {
  const lines = [
    { account: platform('bank_clearing'), asset: row.currency, amount: -received },
    { account: merchantBucket(row.merchant_id, 'available'), asset: row.currency, amount: received - fee },
  ];
  if (fee > 0n) lines.push({ account: platform('fees'), asset: row.currency, amount: fee });
  return {
    kind: 'fiat_topup_credited',
    refType: 'fiat_topup',
    refId: row.id,
    merchantId: row.merchant_id,
    at,
    lines,
    history: {
      type: 'fiat_topup',
      status: 'approved',
      orderNo: row.reference,
      counterparty: `${row.bank_name} ${row.account_number_masked}`,
    },
  };
}

/**
 * Credits submitted top-ups (locked by the caller) with what arrived, booked in one go, and approves
 * them. `by` is the operator, or null when the bank's statement matched them by itself.
 */
export async function creditTopups(
  tx: Queryable,
  credits: TopupCredit[],
  by: string | null,
  at: Date,
): Promise<void> {
  if (credits.length === 0) return;
  const booked = await postMany(
    tx,
    credits.map((c) => entryOf(c, at)),
  );
  await fiatRepo.approveMany(
    tx,
    credits.map((c, i) => ({ id: c.row.id, received: c.received, fee: c.fee, entryId: booked[i]!.entryId })),
    by,
    at,
  );
}

/** One top-up credited (an operator's decision). */
export const creditTopup = (
  tx: Queryable,
  row: TopupRow,
  d: { received: bigint; fee: bigint; by: string | null; at: Date },
) => creditTopups(tx, [{ row, received: d.received, fee: d.fee }], d.by, d.at);
