import type { Db } from '../../../db/client';
import { feePaid } from './fees';
import { type AttemptRow, type EvmSendRow, hotWalletRepo as repo } from './hot-wallet-repo';
import { PENDING, type Seen } from './send-status';
import type { WalletNode } from './wallet-node';

const DROPPED: Seen = { status: 'dropped', hash: null, height: null, fee: null };

/**
 * Reads the receipts of every transaction of a send (one mined wins) and records what they show: a send
 * whose block was taken back is pending again, one dropped stays dropped while none of its transactions is
 * mined.
 */
export async function observeSend(
  db: Db,
  node: WalletNode,
  s: EvmSendRow,
  attempts: readonly AttemptRow[],
): Promise<Seen> {
  const receipts = await Promise.all(attempts.map((a) => node.receipt(a.tx_hash)));
  const r = receipts.find((x) => x !== null);
  const seen: Seen = r
    ? {
        status: r.status === 'success' ? 'mined' : 'reverted',
        hash: r.transactionHash,
        height: r.blockNumber,
        fee: feePaid(r),
      }
    : s.status === 'dropped'
      ? DROPPED
      : PENDING;
  const same =
    seen.status === s.status &&
    seen.hash === s.mined_hash &&
    seen.height === s.mined_height &&
    seen.fee === s.fee;
  if (!same) await repo.record(db, s.id, seen);
  return seen;
}
