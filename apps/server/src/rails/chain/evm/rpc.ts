import { createPublicClient, defineChain, http, type PublicClient } from 'viem';

export interface RpcSettings {
  url: string;
  chainId: number;
  /** Longest wait for one JSON-RPC answer. */
  timeoutMs?: number;
}

/**
 * A JSON-RPC client of one EVM node: concurrent requests go out as one batch, and a failed request is
 * retried with a growing delay (viem's retry: 150 ms, 300 ms, 600 ms) before its error reaches the caller.
 */
export function rpcClient(s: RpcSettings): PublicClient {
  const chain = defineChain({
    id: s.chainId,
    name: `EVM chain ${s.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [s.url] } },
  });
  return createPublicClient({
    chain,
    transport: http(s.url, {
      batch: { batchSize: 200, wait: 0 },
      retryCount: 3,
      retryDelay: 150,
      timeout: s.timeoutMs ?? 10_000,
    }),
  });
}

/** Refuses a node that answers another chain id than the one configured (a wrong URL must not pay anyone). */
export async function checkChainId(client: PublicClient, expected: number): Promise<void> {
  const actual = await client.getChainId();
  if (actual !== expected) {
    throw new Error(`EVM_RPC_URL serves chain id ${actual}, but EVM_CHAIN_ID is ${expected}`);
  }
}
