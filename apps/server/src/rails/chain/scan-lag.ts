import { decodeCursor } from './evm/scan-cursor';

/**
 * Blocks the deposit watcher has yet to read on a network (`head - next + 1`), from the scan
 * position the rail wrote. Known on an EVM rail only (the simulated chain's position is a transfer,
 * not a block); null before the first scan, without a head, or when the position does not read.
 */
export function scanLag(rail: string, cursor: string | null, head: bigint | null): number | null {
  if (rail !== 'evm' || cursor === null || head === null) return null;
  let next: bigint;
  try {
    next = decodeCursor(cursor).next;
  } catch {
    return null;
  }
  const lag = head - next + 1n;
  return lag > 0n ? Number(lag) : 0;
}
