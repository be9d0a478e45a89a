import type { Deps } from '../../platform/deps';
import { confirmationsOf } from '../../rails/chain/types';
import { merchantBucket, platform } from '../ledger/accounts';
import { bookOrder } from './bookings';
import type { Catalogue } from './catalogue';
import { bookDeposit } from './orders';
import { orderRepo } from './repo';
import { onConfirmed, onSeen, onWrongAsset } from './status';

const SCAN_BATCH = 500;
const CONFIRM_BATCH = 200;
const SETTLE_CONCURRENCY = 4;

/**
 * Turns chain transfers into deposits, and confirmed deposits into order
 * payments and ledger postings, exactly once. Safe on any number of server
 * instances: a network's cursor is claimed with SKIP LOCKED, a deposit is
 * settled under its row lock, and every booking is keyed.
 */
export function depositWatcher(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { db, clock, chain } = deps;

  /** Reads new transfers of one network and records those to our addresses. Returns how many were read. */
  async function scan(network: string): Promise<number> {
    const [cur] = await db.query<{ cursor: string | null }>(
      'SELECT cursor FROM chain_cursors WHERE network = $1',
      [network],
    );
    const from = cur?.cursor ?? null;
    const { transfers, cursor } = await chain.scan(network, from, SCAN_BATCH);
    if (!transfers.length) return 0;
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'SELECT 1 FROM chain_cursors WHERE network = $1 AND cursor IS NOT DISTINCT FROM $2 FOR UPDATE SKIP LOCKED',
        [network, from],
      );
      if (!claimed.length) return; // another instance is reading or has read this range
      const orders = await tx.query<{ id: string; deposit_address: string; expires_at: Date; asset: string }>(
        'SELECT id, deposit_address, expires_at, asset FROM receipt_orders WHERE network = $1 AND deposit_address = ANY($2)',
        [network, [...new Set(transfers.map((t) => t.to))]],
      );
      const byAddress = new Map(orders.map((o) => [o.deposit_address, o]));
      const now = clock.now();
      for (const t of transfers) {
        const order = byAddress.get(t.to);
        if (!order) continue;
        const onTime = now <= order.expires_at;
        const [inserted] = await tx.query<{ id: bigint }>(
          `INSERT INTO deposits (network, asset, tx_hash, log_index, from_address, to_address, amount, order_id,
             block_height, on_time, seen_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (network, tx_hash, log_index) DO NOTHING RETURNING id`,
          [
            network,
            t.asset,
            t.txHash,
            t.logIndex,
            t.from,
            t.to,
            t.amount,
            order.id,
            t.blockHeight,
            onTime,
            now,
          ],
        );
        if (!inserted || t.asset !== order.asset) continue;
        const o = (await orderRepo.get(tx, order.id, { lock: true }))!;
        await tx.query(
          'UPDATE receipt_orders SET pending_amount = pending_amount + $2, updated_at = $3 WHERE id = $1',
          [o.id, t.amount, now],
        );
        const next = onSeen(o.status);
        const note = `transfer ${t.txHash} seen`;
        if (next !== o.status) await orderRepo.transition(tx, o.id, next, now, note);
        else await orderRepo.event(tx, o.id, o.status, note, now);
      }
      await tx.query('UPDATE chain_cursors SET cursor = $2 WHERE network = $1', [network, cursor]);
    });
    return transfers.length;
  }

  /** Updates confirmation counts and settles every deposit that reached its confirmations. Returns how many settled. */
  async function confirm(network: string): Promise<number> {
    const open = await db.query<{ id: bigint; tx_hash: string; confirmations: number }>(
      `SELECT id, tx_hash, confirmations FROM deposits WHERE network = $1 AND status = 'confirming' ORDER BY id LIMIT $2`,
      [network, CONFIRM_BATCH],
    );
    if (!open.length) return 0;
    const c = await catalogue();
    const required = c.networks.get(network)?.confirmations ?? 1;
    const head = await chain.head(network);
    const located = await chain.locate(
      network,
      open.map((d) => d.tx_hash),
    );
    const ready: { id: bigint; confirmations: number; height: bigint }[] = [];
    for (const d of open) {
      const height = located.get(d.tx_hash) ?? null;
      const confirmations = confirmationsOf(head, height);
      if (confirmations >= required && height !== null) ready.push({ id: d.id, confirmations, height });
      else if (confirmations !== d.confirmations) {
        await db.query(
          'UPDATE deposits SET confirmations = $2, block_height = $3 WHERE id = $1 AND status = $4',
          [d.id, confirmations, height, 'confirming'],
        );
      }
    }
    // Deposits settle in parallel transactions (each under its own row lock); on PGlite they queue.
    let settled = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(SETTLE_CONCURRENCY, ready.length) }, async () => {
        while (next < ready.length) {
          const d = ready[next++]!;
          if (await settleDeposit(d.id, d.confirmations, d.height)) settled++;
        }
      }),
    );
    return settled;
  }

  async function settleDeposit(depositId: bigint, confirmations: number, height: bigint): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [d] = await tx.query<{
        id: bigint;
        network: string;
        asset: string;
        amount: bigint;
        order_id: string;
        on_time: boolean;
        tx_hash: string;
      }>(
        `SELECT id, network, asset, amount, order_id, on_time, tx_hash FROM deposits
         WHERE id = $1 AND status = 'confirming' FOR UPDATE SKIP LOCKED`,
        [depositId],
      );
      if (!d) return false;
      const o = (await orderRepo.get(tx, d.order_id, { lock: true }))!;
      const now = clock.now();
      await bookDeposit(tx, { ...d, merchantId: o.merchant_id }, now);
      if (d.asset !== o.asset) {
        const outcome = onWrongAsset(o.status);
        await markDeposit(tx, d.id, 'held', confirmations, height, now);
        if (outcome.status !== o.status) {
          await orderRepo.transition(
            tx,
            o.id,
            outcome.status,
            now,
            `${d.asset} arrived instead of ${o.asset}`,
            {
              reason: outcome.reason,
            },
          );
        } else await orderRepo.event(tx, o.id, o.status, `${d.asset} ${d.tx_hash} held for review`, now);
        return true;
      }
      const figures = {
        status: o.status,
        amount: o.amount,
        received: o.received_amount + d.amount,
        pending: o.pending_amount - d.amount,
        toleranceBps: o.tolerance_bps,
        expiresAt: o.expires_at,
      };
      const outcome = onConfirmed(figures, d.on_time, now);
      if (outcome.hold) {
        await markDeposit(tx, d.id, 'held', confirmations, height, now);
        await tx.query('UPDATE receipt_orders SET pending_amount = pending_amount - $2 WHERE id = $1', [
          o.id,
          d.amount,
        ]);
        await orderRepo.event(
          tx,
          o.id,
          o.status,
          `transfer ${d.tx_hash} arrived after the order was settled; held for review`,
          now,
        );
        return true;
      }
      await markDeposit(tx, d.id, 'confirmed', confirmations, height, now);
      await tx.query(
        'UPDATE receipt_orders SET received_amount = $2, pending_amount = $3, updated_at = $4 WHERE id = $1',
        [o.id, figures.received, figures.pending, now],
      );
      const note = `transfer ${d.tx_hash} confirmed`;
      if (outcome.status === 'paid') {
        await bookOrder(tx, o, 'order_paid', now, [
          { account: platform('suspense'), asset: o.asset, amount: -figures.received },
          { account: merchantBucket(o.merchant_id, 'settlement'), asset: o.asset, amount: figures.received },
        ]);
        await orderRepo.transition(tx, o.id, 'paid', now, note, { paidAt: now });
      } else if (outcome.status !== o.status || outcome.reason) {
        await orderRepo.transition(
          tx,
          o.id,
          outcome.status,
          now,
          note,
          outcome.reason ? { reason: outcome.reason } : {},
        );
      } else await orderRepo.event(tx, o.id, o.status, note, now);
      return true;
    });
  }

  return { scan, confirm };
}

async function markDeposit(
  tx: import('../../db/client').Queryable,
  id: bigint,
  status: 'confirmed' | 'held',
  confirmations: number,
  height: bigint,
  at: Date,
) {
  await tx.query(
    'UPDATE deposits SET status = $2, confirmations = $3, block_height = $4, confirmed_at = $5 WHERE id = $1',
    [id, status, confirmations, height, at],
  );
}
