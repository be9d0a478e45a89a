/** A block number in a JSON-RPC parameter: a hex quantity (tags such as `latest` name none). */
function quantity(value: unknown): bigint | null {
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : null;
}

/**
 * The highest block a request's answer depends on having seen, or null: the `toBlock` of
 * `eth_getLogs`, the block of `eth_getBlockByNumber`. A node that has not reached it answers as
 * though nothing were there, so such a request goes only to a node that has.
 */
export function blockNamed(method: string, params: unknown): bigint | null {
  const list = Array.isArray(params) ? params : [];
  if (method === 'eth_getBlockByNumber') return quantity(list[0]);
  if (method === 'eth_getLogs') {
    const filter = list[0] as { toBlock?: unknown; fromBlock?: unknown } | undefined;
    return quantity(filter?.toBlock) ?? quantity(filter?.fromBlock);
  }
  return null;
}
