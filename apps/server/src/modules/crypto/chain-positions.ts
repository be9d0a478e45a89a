import type { Queryable } from '../../db/client';
import { confirmationsOf, type Located } from '../../rails/chain/types';

/** A deposit still confirming, as read: the block it was last seen in. */
export type OpenDeposit = {
  id: bigint;
  tx_hash: string;
  confirmations: number;
  block_height: bigint | null;
  block_hash: string | null;
};

/** Where an open deposit stands now; `read` is how it was read, so that a write sees whether a scan moved it since. */
export interface Position {
  id: bigint;
  confirmations: number;
  height: bigint | null;
  hash: string | null;
  read: OpenDeposit;
}

/** What the chain answers about the blocks of deposits: its head, the canonical hash at each height. */
export interface ChainView {
  head: bigint;
  hashes: ReadonlyMap<bigint, string>;
}

/**
 * Whether the block a deposit was seen in is no longer the chain's: another hash at its height, or
 * no block at a height the chain has reached. Above the head the chain has not grown back yet (a
 * shorter chain after a reorganisation, or a node behind): the deposit waits.
 */
export function blockReplaced(height: bigint, hash: string | null, chain: ChainView): boolean {
  const now = chain.hashes.get(height);
  if (now === undefined) return height <= chain.head;
  return hash !== null && now !== hash;
}

/**
 * Where each open deposit stands: `ready` reached its confirmations (or, where the chain names its
 * settled block, `settled`, lies at or below it), `progress` changed (count,
 * height or hash) without reaching them, `gone` the chain took back (its block was replaced, or the
 * chain does not know its transaction any more). A deposit with a stored height counts from it;
 * one without (seen in the mempool) is placed by `located`.
 */
export function positionsOf(
  open: readonly OpenDeposit[],
  chain: ChainView,
  located: ReadonlyMap<string, Located>,
  required: number,
  settled: bigint | null = null,
): { ready: Position[]; progress: Position[]; gone: OpenDeposit[] } {
  const ready: Position[] = [];
  const progress: Position[] = [];
  const gone: OpenDeposit[] = [];
  for (const d of open) {
    let height: bigint | null;
    if (d.block_height !== null) {
      if (blockReplaced(d.block_height, d.block_hash, chain)) {
        gone.push(d);
        continue;
      }
      height = d.block_height;
    } else {
      const at = located.get(d.tx_hash);
      if (!at) {
        gone.push(d);
        continue;
      }
      height = at.height;
    }
    const hash = d.block_hash ?? (height === null ? null : (chain.hashes.get(height) ?? null));
    const confirmations = confirmationsOf(chain.head, height);
    const p = { id: d.id, confirmations, height, hash, read: d };
    const confirmed = settled === null ? confirmations >= required : height !== null && height <= settled;
    if (confirmed && height !== null && hash !== null) ready.push(p);
    else if (confirmations !== d.confirmations || height !== d.block_height || hash !== d.block_hash) {
      progress.push(p);
    }
  }
  return { ready, progress, gone };
}

/** The heights whose canonical hash a pass needs: of the deposits that have one, and of those just located. */
export function heightsToCheck(
  open: readonly OpenDeposit[],
  located: ReadonlyMap<string, Located>,
  others: readonly bigint[],
): bigint[] {
  const heights = new Set<bigint>(others);
  for (const d of open) {
    const h = d.block_height ?? located.get(d.tx_hash)?.height ?? null;
    if (h !== null) heights.add(h);
  }
  return [...heights];
}

/** A condition on `deposits d` joined to `v(read_height, read_hash)`: the deposit is still in the block it was read in. */
export const STILL_AS_READ =
  'd.block_height IS NOT DISTINCT FROM v.read_height AND d.block_hash IS NOT DISTINCT FROM v.read_hash';

/** Stores the new count, height and hash of deposits still confirming in the block they were read in. */
export async function savePositions(q: Queryable, progress: readonly Position[]): Promise<void> {
  if (!progress.length) return;
  await q.query(
    `UPDATE deposits d SET confirmations = v.confirmations, block_height = v.height, block_hash = v.hash
     FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::text[], $5::bigint[], $6::text[])
       AS v(id, confirmations, height, hash, read_height, read_hash)
     WHERE d.id = v.id AND d.status = 'confirming' AND ${STILL_AS_READ}`,
    [
      progress.map((p) => p.id),
      progress.map((p) => p.confirmations),
      progress.map((p) => p.height),
      progress.map((p) => p.hash),
      progress.map((p) => p.read.block_height),
      progress.map((p) => p.read.block_hash),
    ],
  );
}
