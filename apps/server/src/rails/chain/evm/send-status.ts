import type { Located } from '../types';
import type { AttemptRow, EvmSendRow } from './hot-wallet-repo';

/** The coin the network's fees are paid in, as the ledger names it (kept in gwei, 9 decimals). */
export const GAS_ASSET = 'ETH';

/** Wei as the ledger keeps ETH: gwei, rounded up (what was paid is never booked as less). */
export const gweiOf = (wei: bigint): bigint => (wei + 999_999_999n) / 1_000_000_000n;

/** What a send's transactions show on the chain now. */
export interface Seen {
  status: EvmSendRow['status'];
  hash: string | null;
  height: bigint | null;
  fee: bigint | null;
}

export const PENDING: Seen = { status: 'pending', hash: null, height: null, fee: null };

/** A send as `locate` answers it: the mined transaction (a replacement, maybe) with its fee, or pending under its first hash. */
export function locatedOf(seen: Seen, firstHash: string): Located {
  if (seen.status === 'pending') return { height: null, txHash: firstHash };
  if (seen.status === 'dropped') return { height: null, txHash: firstHash, dropped: true };
  return {
    height: seen.height,
    txHash: seen.hash!,
    fee: { asset: GAS_ASSET, amount: gweiOf(seen.fee!) },
    ...(seen.status === 'reverted' ? { reverted: true as const } : {}),
  };
}

export function groupBySend(attempts: readonly AttemptRow[]): Map<bigint, AttemptRow[]> {
  const out = new Map<bigint, AttemptRow[]>();
  for (const a of attempts) {
    const list = out.get(a.send_id) ?? [];
    list.push(a);
    out.set(a.send_id, list);
  }
  return out;
}
