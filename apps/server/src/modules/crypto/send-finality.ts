import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { type NetworkLog, onEachNetwork } from '../../platform/each-network';
import type { Located } from '../../rails/chain/types';
import type { Catalogue } from './catalogue';
import { finalHeightOf } from './final-height';
import { followNetworkFee } from './network-fees';
import { SEND_COLUMNS, type SendOutcomes, type SendRow, undelivered } from './sends';

/** The reasons a confirmed send is given back, as its failure says. */
export const RETURNED_REVERTED =
  'its block was taken back by a reorganisation and, mined again, the token transfer reverted: nothing was delivered';
export const RETURNED_DROPPED =
  'its block was taken back by a reorganisation and another transaction took its nonce: nothing was delivered';

type Watched = SendRow & { block_height: bigint | null; fee_paid: bigint | null; fee_asset: string | null };

/** A send sent again this many times in all and still never delivered is left to an operator. */
const MAX_ATTEMPTS = 4;

/** The most confirmed sends one pass reads again. */
const WATCH_BATCH = 500;

/**
 * Confirmed chain sends watched until their block is final: a reorganisation may take a block back after
 * a send's purpose took it as delivered. Taken back, the send's height is cleared and `retaken_at` stamped
 * (the rail broadcasts the very same transaction again: one nonce, delivered at most once); mined again,
 * its height, hash and fee follow the new block; never to be delivered, it fails and its purpose gives
 * back what it booked (`returned`). A send at or below the final height is watched no more.
 */
export function sendFinality(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  purposes: Record<string, SendOutcomes>,
  log: NetworkLog,
) {
  const { db, clock, chain } = deps;

  /** Reads the sends itself unless the sender's pass read them (`read`). */
  async function watch(read?: readonly Watched[]): Promise<number> {
    const rows =
      read ??
      (await db.query<Watched>(
        `SELECT ${SEND_COLUMNS}, block_height, fee_paid, fee_asset FROM chain_sends
         WHERE status = 'confirmed' AND final_at IS NULL ORDER BY id LIMIT ${WATCH_BATCH}`,
      ));
    if (!rows.length) return 0;
    const c = await catalogue();
    let changed = 0;
    const failed = 'the confirmed sends of a network could not be watched; the others go on';
    await onEachNetwork(new Set(rows.map((s) => s.network)), log, failed, async (network) => {
      const mine = rows.filter((s) => s.network === network);
      const finalHeight = await finalHeightOf(chain, c, network);
      const located = await chain.locate(
        network,
        mine.map((s) => s.tx_hash!),
      );
      for (const s of mine) {
        const at = located.get(s.tx_hash!);
        if (at && (await follow(s, at, finalHeight))) changed++;
      }
    });
    return changed;
  }

  /** One send against where the chain has it now; true when anything changed. */
  async function follow(s: Watched, at: Located, finalHeight: bigint): Promise<boolean> {
    const same = at.height === s.block_height && at.txHash === s.tx_hash && !at.reverted && !at.dropped;
    if (same && (at.height === null || at.height > finalHeight)) return false;
    return db.transaction(async (tx) => {
      const [row] = await tx.query<Watched>(
        `SELECT ${SEND_COLUMNS}, block_height, fee_paid, fee_asset FROM chain_sends
         WHERE id = $1 AND status = 'confirmed' AND final_at IS NULL FOR UPDATE SKIP LOCKED`,
        [s.id],
      );
      if (!row) return false;
      const now = clock.now();
      if (at.reverted || at.dropped) await giveBack(tx, row, at, now);
      else if (at.height === null) await retaken(tx, row, now);
      else await minedAgain(tx, row, at, finalHeight, now);
      return true;
    });
  }

  async function retaken(tx: Queryable, row: Watched, now: Date) {
    if (row.block_height === null) return;
    await tx.query('UPDATE chain_sends SET block_height = NULL, retaken_at = $2 WHERE id = $1', [
      row.id,
      now,
    ]);
    log.error(
      { network: row.network, send: String(row.id), txHash: row.tx_hash },
      'the block of a confirmed chain send was taken back: its transaction is broadcast again',
    );
  }

  async function minedAgain(tx: Queryable, row: Watched, at: Located, finalHeight: bigint, now: Date) {
    const moved = at.height !== row.block_height || at.txHash !== row.tx_hash;
    if (moved && at.fee)
      await followNetworkFee(tx, row, { txHash: at.txHash, height: at.height, fee: at.fee }, now);
    await tx.query(
      `UPDATE chain_sends SET block_height = $2, tx_hash = $3, fee_paid = coalesce($4, fee_paid),
         final_at = CASE WHEN $2::bigint <= $5::bigint THEN $6::timestamptz END
       WHERE id = $1`,
      [row.id, at.height, at.txHash, at.fee?.amount ?? null, finalHeight, now],
    );
  }

  async function giveBack(tx: Queryable, row: Watched, at: Located, now: Date) {
    const reason = at.dropped ? RETURNED_DROPPED : RETURNED_REVERTED;
    await followNetworkFee(tx, row, { txHash: at.txHash, height: at.height, fee: at.fee ?? null }, now);
    await tx.query(
      `UPDATE chain_sends SET status = 'failed', failure = $2, block_height = $3, tx_hash = $4,
         fee_paid = $5, final_at = $6 WHERE id = $1`,
      [row.id, reason, at.height, at.txHash, at.fee?.amount ?? null, now],
    );
    const outcome = purposes[row.purpose];
    if (outcome?.returned) {
      await outcome.returned(tx, row, reason, now);
    } else if (row.attempt < MAX_ATTEMPTS) {
      // a purpose that booked the delivery for good (a refund): the same transfer goes out anew, once delivered
      await tx.query(
        `UPDATE chain_sends SET status = 'queued', tx_hash = NULL, block_height = NULL, fee_paid = NULL,
           fee_asset = NULL, final_at = NULL, attempt = attempt + 1, redelivery = true WHERE id = $1`,
        [row.id],
      );
      log.error(
        { network: row.network, send: String(row.id), purpose: row.purpose, reason },
        'a confirmed chain send was never delivered: it is sent again',
      );
    } else undelivered(log, row, reason);
  }

  return { watch };
}
