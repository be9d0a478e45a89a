import type { PublicClient } from 'viem';

/** The canonical block hash at each height the node has; a height above its head is absent. */
export async function canonicalHashes(
  client: PublicClient,
  heights: readonly bigint[],
): Promise<Map<bigint, string>> {
  const unique = [...new Set(heights)];
  const blocks = await Promise.all(
    unique.map((blockNumber) =>
      client.getBlock({ blockNumber }).catch((err: unknown) => {
        if ((err as { name?: string }).name === 'BlockNotFoundError') return null;
        throw err;
      }),
    ),
  );
  const out = new Map<bigint, string>();
  unique.forEach((h, i) => {
    const hash = blocks[i]?.hash;
    if (hash) out.set(h, hash);
  });
  return out;
}
