import type { Queryable } from '../../db/client';
import type { SendOutcomes, SendRow } from '../crypto';
import { payoutBookings } from './bookings';
import { payoutRepo } from './repo';

/**
 * What the chain says about a remittance's send: broadcast (confirming, with its hash), confirmed
 * (the total leaves the merchant's frozen funds: completed), refused (the hold released: failed), or,
 * once completed, never delivered after all (the total back to available: failed).
 */
export const payoutSendOutcomes: SendOutcomes = {
  async sent(tx: Queryable, s: SendRow, at: Date) {
    await payoutRepo.update(tx, s.ref_id, at, { status: 'confirming', tx_hash: s.tx_hash });
  },
  async confirmed(tx: Queryable, s: SendRow, at: Date) {
    const row = (await payoutRepo.get(tx, s.ref_id, { lock: true }))!;
    await payoutBookings.sent(tx, row, at);
    await payoutRepo.update(tx, row.id, at, { status: 'completed', tx_hash: s.tx_hash, completed_at: at });
  },
  /** Booked as sent, never delivered (a reorganisation, then a revert or a taken nonce): failed, its total back. */
  async returned(tx: Queryable, s: SendRow, reason: string, at: Date) {
    const row = (await payoutRepo.get(tx, s.ref_id, { lock: true }))!;
    if (row.status !== 'completed') return;
    await payoutRepo.update(tx, row.id, at, { status: 'failed', failure_reason: reason, tx_hash: s.tx_hash });
    await payoutBookings.returned(tx, { ...row, status: 'failed', tx_hash: s.tx_hash }, at);
  },
  async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
    const row = (await payoutRepo.get(tx, s.ref_id, { lock: true }))!;
    await payoutBookings.release(tx, row, at);
    await payoutRepo.update(tx, row.id, at, { status: 'failed', failure_reason: reason, completed_at: at });
  },
};
