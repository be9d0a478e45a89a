import type { OverpaymentMode } from '@mc/contract';
import { Params, runCombined, type StatementPart } from '../../db/statement';
import type { Deps } from '../../platform/deps';
import { type EntryInput, merchantBucket, platform, postMany } from '../ledger';
import { OrderChanges } from './batch';
import { depositEntry, orderEntry } from './bookings';
import type { Position } from './chain-positions';
import { collectionHoldNote } from './collection-transfers';
import { asOrdersStand, completeOrder } from './completion';
import { latePaymentRepo, type NewLatePayment } from './late-payment-repo';
import { bookExcess, overpaymentSetting, settledAmount } from './overpayment';
import { AWAITING_RESOLUTION } from './resolutions';
import type { AmountOf } from './seen-transfers';
import { lockReady } from './settle-locks';
import { onConfirmed, onWrongAsset } from './status';
import { note } from './timeline-note';
import type { OrderRow } from './view';

/**
 * Settles confirmed deposits in one transaction: each deposit under its row lock (another
 * instance skips it), its order locked with it, every entry booked with one lock of each ledger
 * account, then the deposits, orders and timeline written in one statement. Without a settlement
 * delay an order paid here completes here too (settled into available): one pass, one update of the
 * order, where the settling pass would take it again.
 */
export async function settleDeposits(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  ready: readonly Position[],
  amountOf: AmountOf,
): Promise<number> {
  const positions = new Map(ready.map((r) => [r.id, r]));
  const completeAtOnce = deps.config.SETTLEMENT_DELAY_SECONDS === 0;
  return deps.db.transaction(async (tx) => {
    const { deposits, orders } = await lockReady(tx, ready);
    if (!deposits.length) return 0;
    const now = deps.clock.now();
    const changes = new OrderChanges();
    const entries: EntryInput[] = [];
    const marks: { id: bigint; status: 'confirmed' | 'held' }[] = [];
    const late: NewLatePayment[] = [];
    const modes = new Map<string, OverpaymentMode>();
    /** A deposit held for review: with the order while it awaits a decision, else a late payment of its own. */
    const hold = (d: (typeof deposits)[number], o: OrderRow) => {
      const params = { tx_hash: d.tx_hash, ...amountOf(d.asset, d.amount) };
      if (AWAITING_RESOLUTION.has(o.status)) return changes.event(o, note('held_for_review', params), now);
      late.push({
        depositId: d.id,
        orderId: o.id,
        merchantId: o.merchant_id,
        network: d.network,
        asset: d.asset,
        amount: d.amount,
        feeBps: o.fee_bps,
      });
      changes.event(o, note('late_payment_received', params), now);
    };
    for (const d of deposits) {
      const o = orders.get(d.order_id)!;
      entries.push(depositEntry({ ...d, merchantId: o.merchant_id }, now));
      if (d.asset !== o.asset) {
        const outcome = onWrongAsset(o.status);
        marks.push({ id: d.id, status: 'held' });
        if (outcome.status !== o.status) {
          changes.transition(
            o,
            outcome.status,
            now,
            note('wrong_asset', { asset: d.asset, expected: o.asset }),
            {
              reason: outcome.reason,
            },
          );
        } else hold(d, o);
        continue;
      }
      const figures = {
        status: o.status,
        amount: o.amount,
        received: o.received_amount + d.amount,
        pending: o.pending_amount - d.amount,
        toleranceBps: o.tolerance_bps,
        expiresAt: o.expires_at,
        collectionHold: o.collection_hold,
      };
      const outcome = onConfirmed(figures, d.on_time, now);
      if (outcome.hold) {
        marks.push({ id: d.id, status: 'held' });
        o.pending_amount -= d.amount;
        changes.touch(o, now);
        hold(d, o);
        continue;
      }
      marks.push({ id: d.id, status: 'confirmed' });
      o.received_amount = figures.received;
      o.pending_amount = figures.pending;
      changes.touch(o, now);
      const confirmed = note('transfer_confirmed', { tx_hash: d.tx_hash, ...amountOf(d.asset, d.amount) });
      if (outcome.status === 'paid') {
        // an overpaid order is paid for its amount; its excess goes as the merchant's setting says
        const settled = settledAmount(o);
        entries.push(
          orderEntry(
            o,
            'order_paid',
            now,
            [
              { account: platform('suspense'), asset: o.asset, amount: -settled },
              { account: merchantBucket(o.merchant_id, 'settlement'), asset: o.asset, amount: settled },
            ],
            d.tx_hash,
          ),
        );
        changes.transition(o, 'paid', now, confirmed, { paidAt: now });
        if (settled < o.received_amount) {
          const mode = modes.get(o.merchant_id) ?? (await overpaymentSetting.of(tx, o.merchant_id));
          modes.set(o.merchant_id, mode);
          const excess = bookExcess(o, mode, now, amountOf, d.tx_hash);
          entries.push(...excess.entries);
          changes.transition(o, 'paid', now, excess.note, excess.extra);
        }
        if (completeAtOnce) entries.push(completeOrder(o, changes, now));
      } else if (outcome.status !== o.status || outcome.reason) {
        const held =
          outcome.reason === o.collection_hold
            ? collectionHoldNote(o, amountOf(d.asset, d.amount))
            : undefined;
        changes.transition(
          o,
          outcome.status,
          now,
          held ?? confirmed,
          outcome.reason ? { reason: outcome.reason } : {},
        );
      } else changes.event(o, confirmed, now);
    }
    // the deposits, their orders and the orders' timeline in one statement
    const p = new Params();
    const marked: StatementPart = {
      name: 'deposits_marked',
      sql: `UPDATE deposits d SET status = v.status, confirmations = v.confirmations, block_height = v.height,
         block_hash = v.hash, confirmed_at = ${p.add(now)}::timestamptz
       FROM unnest(${p.add(marks.map((m) => m.id))}::bigint[], ${p.add(marks.map((m) => m.status))}::text[],
         ${p.add(marks.map((m) => positions.get(m.id)!.confirmations))}::int[],
         ${p.add(marks.map((m) => positions.get(m.id)!.height))}::bigint[],
         ${p.add(marks.map((m) => positions.get(m.id)!.hash))}::text[])
         AS v(id, status, confirmations, height, hash)
       WHERE d.id = v.id`,
    };
    await runCombined(tx, p, [marked, ...changes.parts(p)]);
    await latePaymentRepo.insert(tx, late, now);
    // the ledger last: its accounts (the platform's among them) stay locked only until the commit,
    // not while the orders' events are recorded
    await postMany(tx, asOrdersStand(entries, orders));
    return deposits.length;
  });
}
