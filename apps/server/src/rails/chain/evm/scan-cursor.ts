/**
 * Where the EVM scan stands on a network: the next block to read, and the hashes of the last blocks
 * it read up to (newest last), so that a reorg is found and the scan rewound to the last block the
 * chain still holds. Kept as the watcher's cursor text, so it moves in the watcher's transaction.
 */
export interface ScanCursor {
  next: bigint;
  recent: { height: bigint; hash: string }[];
}

/** How many read-up-to blocks a cursor remembers: a reorg deeper than the last this many scans rescans from the oldest. */
export const REMEMBERED = 64;

export function encodeCursor(c: ScanCursor): string {
  return JSON.stringify({ next: String(c.next), recent: c.recent.map((r) => [String(r.height), r.hash]) });
}

export function decodeCursor(text: string): ScanCursor {
  const raw = JSON.parse(text) as { next: string; recent: [string, string][] };
  return { next: BigInt(raw.next), recent: raw.recent.map(([h, hash]) => ({ height: BigInt(h), hash })) };
}

/** The cursor after reading blocks up to `height`, whose hash is `hash`. */
export function advance(c: ScanCursor, height: bigint, hash: string): ScanCursor {
  const recent = [...c.recent.filter((r) => r.height < height), { height, hash }].slice(-REMEMBERED);
  return { next: height + 1n, recent };
}

/**
 * The cursor rewound to the newest remembered block whose hash the chain still has (`canonical`: the
 * chain's hash at each remembered height); unchanged when the newest one still stands. When none
 * stands, the scan starts again at the oldest remembered height.
 */
export function rewind(c: ScanCursor, canonical: ReadonlyMap<bigint, string>): ScanCursor {
  for (let i = c.recent.length - 1; i >= 0; i--) {
    const r = c.recent[i]!;
    if (canonical.get(r.height) === r.hash) {
      return i === c.recent.length - 1 ? c : { next: r.height + 1n, recent: c.recent.slice(0, i + 1) };
    }
  }
  const oldest = c.recent[0];
  return oldest ? { next: oldest.height, recent: [] } : c;
}
