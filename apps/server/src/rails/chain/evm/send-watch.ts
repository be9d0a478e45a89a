import type { Db } from '../../../db/client';
import { type AttemptRow, type EvmSendRow, hotWalletRepo as repo } from './hot-wallet-repo';
import { groupBySend, type Seen } from './send-status';
import type { WalletNode } from './wallet-node';

export interface WatchLog {
  warn(details: object, message: string): void;
}

type Observe = (s: EvmSendRow, attempts: readonly AttemptRow[]) => Promise<Seen>;

/**
 * A network's mined sends not yet final, read again: one whose block was taken back is pending again
 * (`tend` then broadcasts its transaction again); one at or below `finalHeight` is watched no more.
 */
export async function watchMined(
  db: Db,
  network: string,
  log: WatchLog,
  finalHeightOf: () => Promise<bigint>,
  observe: Observe,
): Promise<void> {
  const mined = await repo.unfinalSends(db, network);
  if (!mined.length) return;
  const finalHeight = await finalHeightOf();
  const attempts = groupBySend(
    await repo.attemptsOf(
      db,
      mined.map((s) => s.id),
    ),
  );
  const seen = await Promise.all(mined.map((s) => observe(s, attempts.get(s.id) ?? [])));
  const final = { ids: [] as bigint[], hashes: [] as string[] };
  mined.forEach((s, i) => {
    const now = seen[i]!;
    if (now.status === 'pending') {
      log.warn(
        { network, sender: s.sender, reference: s.reference, txHash: s.mined_hash },
        'the block of a mined send was taken back: its transaction is broadcast again',
      );
    } else if (now.height !== null && now.height <= finalHeight) {
      final.ids.push(s.id);
      final.hashes.push(now.hash!);
    }
  });
  await repo.markFinal(db, final.ids, final.hashes);
}

/**
 * None of a pending send's transactions is mined, yet its sender's nonce is past it: another transaction
 * took the nonce. Once a final block holds that transaction the send is dropped (it will never be mined);
 * before, a reorganisation may still bring ours back, and it waits.
 */
export async function nonceTaken(
  db: Db,
  log: WatchLog,
  s: EvmSendRow,
  node: WalletNode,
  finalHeightOf: (() => Promise<bigint>) | undefined,
): Promise<void> {
  const finalHeight = finalHeightOf ? await finalHeightOf() : undefined;
  const where = { network: s.network, sender: s.sender, reference: s.reference, nonce: String(s.nonce) };
  if (
    finalHeight !== undefined &&
    finalHeight >= 0n &&
    (await node.transactionCount(finalHeight)) > s.nonce
  ) {
    await repo.markDropped(db, s.id);
    log.warn(where, 'a final block holds another transaction with the nonce of this send: it is dropped');
    return;
  }
  log.warn(where, 'a transaction that is not ours used the nonce of this send: it will not be mined');
}
