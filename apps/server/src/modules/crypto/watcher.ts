import { fromMinor } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { confirmationsOf } from '../../rails/chain/types';
import { type EntryInput, merchantBucket, platform, postMany } from '../ledger';
import { lockOrders, OrderChanges } from './batch';
import { depositEntry, orderEntry } from './bookings';
import type { Catalogue } from './catalogue';
import { collectionHoldNote } from './collection-transfers';
import { latePaymentRepo, type NewLatePayment } from './late-payment-repo';
import { AWAITING_RESOLUTION } from './resolutions';
import { recordSeen, transferTargets } from './seen-transfers';
import { onConfirmed, onWrongAsset } from './status';
import { note } from './timeline-note';
import type { OrderRow } from './view';

const SCAN_BATCH = 500;
const CONFIRM_BATCH = 1000;
/** Deposits settled per transaction: one lock and one update of each ledger account per batch. */
const SETTLE_BATCH = 250;

/**
 * Turns chain transfers into deposits, and confirmed deposits into order
 * payments and ledger postings, exactly once. Safe on any number of server
 * instances: a network's cursor is claimed with SKIP LOCKED, a deposit is
 * settled under its row lock, and every booking is keyed.
 */

export function depositWatcher(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { db, clock, chain, config } = deps;
  let decimals = new Map<string, number>();
  /** A transfer's amount and asset as a note's parameters. */
  const amountOf = (asset: string, amount: bigint) => ({
    amount: fromMinor(amount, decimals.get(asset) ?? 6),
    asset,
  });
  const terms = {
    toleranceBps: Math.round(config.UNDERPAYMENT_TOLERANCE_PCT * 100),
    feeBps: config.RECEIVE_FEE_BPS,
    amountOf,
  };

  /**
   * Reads what is new on one network and records the transfers to our addresses. Answers whether
   * the cursor moved (there may be more to read), false once caught up.
   */
  async function scan(network: string): Promise<boolean> {
    const [cur] = await db.query<{ cursor: string | null }>(
      'SELECT cursor FROM chain_cursors WHERE network = $1',
      [network],
    );
    const from = cur?.cursor ?? null;
    decimals = (await catalogue()).decimals;
    const { transfers, cursor } = await chain.scan(network, from, SCAN_BATCH);
    if (cursor === from) return false;
    return db.transaction(async (tx) => {
      const claimed = await tx.query(
        'SELECT 1 FROM chain_cursors WHERE network = $1 AND cursor IS NOT DISTINCT FROM $2 FOR UPDATE SKIP LOCKED',
        [network, from],
      );
      if (!claimed.length) return false; // another instance is reading or has read this range
      if (transfers.length) {
        const now = clock.now();
        const targetOf = await transferTargets(tx, network, transfers, now, terms);
        const ours = transfers.filter((t) => targetOf(t));
        if (ours.length) await recordSeen(tx, network, ours, (t) => targetOf(t)!, now, amountOf);
      }
      await tx.query('UPDATE chain_cursors SET cursor = $2 WHERE network = $1', [network, cursor]);
      return true;
    });
  }

  /** Updates confirmation counts and settles every deposit that reached its confirmations. Returns how many settled. */
  async function confirm(network: string): Promise<number> {
    const open = await db.query<{ id: bigint; tx_hash: string; confirmations: number }>(
      `SELECT id, tx_hash, confirmations FROM deposits WHERE network = $1 AND status = 'confirming' ORDER BY id LIMIT $2`,
      [network, CONFIRM_BATCH],
    );
    if (!open.length) return 0;
    const c = await catalogue();
    decimals = c.decimals;
    const required = c.networks.get(network)?.confirmations ?? 1;
    const head = await chain.head(network);
    const located = await chain.locate(
      network,
      open.map((d) => d.tx_hash),
    );
    const ready: { id: bigint; confirmations: number; height: bigint }[] = [];
    const progress: { id: bigint; confirmations: number; height: bigint | null }[] = [];
    for (const d of open) {
      const height = located.get(d.tx_hash)?.height ?? null;
      const confirmations = confirmationsOf(head, height);
      if (confirmations >= required && height !== null) ready.push({ id: d.id, confirmations, height });
      else if (confirmations !== d.confirmations) progress.push({ id: d.id, confirmations, height });
    }
    if (progress.length) {
      await db.query(
        `UPDATE deposits d SET confirmations = v.confirmations, block_height = v.height
         FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS v(id, confirmations, height)
         WHERE d.id = v.id AND d.status = 'confirming'`,
        [progress.map((p) => p.id), progress.map((p) => p.confirmations), progress.map((p) => p.height)],
      );
    }
    let settled = 0;
    for (let i = 0; i < ready.length; i += SETTLE_BATCH) {
      settled += await settleBatch(ready.slice(i, i + SETTLE_BATCH));
    }
    return settled;
  }

  /**
   * Settles confirmed deposits in one transaction: each deposit under its row lock (another
   * instance skips it), its order locked, every entry booked with one lock of each ledger account.
   */
  async function settleBatch(
    ready: { id: bigint; confirmations: number; height: bigint }[],
  ): Promise<number> {
    const seen = new Map(ready.map((r) => [r.id, r]));
    return db.transaction(async (tx) => {
      const deposits = await tx.query<{
        id: bigint;
        network: string;
        asset: string;
        amount: bigint;
        order_id: string;
        on_time: boolean;
        tx_hash: string;
      }>(
        `SELECT id, network, asset, amount, order_id, on_time, tx_hash FROM deposits
         WHERE id = ANY($1::bigint[]) AND status = 'confirming' ORDER BY id FOR UPDATE SKIP LOCKED`,
        [ready.map((r) => r.id)],
      );
      if (!deposits.length) return 0;
      const orders = await lockOrders(
        tx,
        deposits.map((d) => d.order_id),
      );
      const now = clock.now();
      const changes = new OrderChanges();
      const entries: EntryInput[] = [];
      const marks: { id: bigint; status: 'confirmed' | 'held'; confirmations: number; height: bigint }[] = [];
      const late: NewLatePayment[] = [];
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
        const { confirmations, height } = seen.get(d.id)!;
        entries.push(depositEntry({ ...d, merchantId: o.merchant_id }, now));
        if (d.asset !== o.asset) {
          const outcome = onWrongAsset(o.status);
          marks.push({ id: d.id, status: 'held', confirmations, height });
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
          marks.push({ id: d.id, status: 'held', confirmations, height });
          o.pending_amount -= d.amount;
          changes.touch(o, now);
          hold(d, o);
          continue;
        }
        marks.push({ id: d.id, status: 'confirmed', confirmations, height });
        o.received_amount = figures.received;
        o.pending_amount = figures.pending;
        changes.touch(o, now);
        const confirmed = note('transfer_confirmed', { tx_hash: d.tx_hash, ...amountOf(d.asset, d.amount) });
        if (outcome.status === 'paid') {
          entries.push(
            orderEntry(
              o,
              'order_paid',
              now,
              [
                { account: platform('suspense'), asset: o.asset, amount: -figures.received },
                {
                  account: merchantBucket(o.merchant_id, 'settlement'),
                  asset: o.asset,
                  amount: figures.received,
                },
              ],
              d.tx_hash,
            ),
          );
          changes.transition(o, 'paid', now, confirmed, { paidAt: now });
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
      await postMany(tx, entries);
      await tx.query(
        `UPDATE deposits d SET status = v.status, confirmations = v.confirmations, block_height = v.height,
           confirmed_at = $5
         FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bigint[]) AS v(id, status, confirmations, height)
         WHERE d.id = v.id`,
        [
          marks.map((m) => m.id),
          marks.map((m) => m.status),
          marks.map((m) => m.confirmations),
          marks.map((m) => m.height),
          now,
        ],
      );
      await changes.flush(tx);
      await latePaymentRepo.insert(tx, late, now);
      return deposits.length;
    });
  }

  return { scan, confirm };
}
