import { createPublicClient, custom, defineChain, type PublicClient } from 'viem';
import { NodePool, type PoolOutcomes } from './node-pool';

export interface RpcSettings {
  url: string;
  chainId: number;
  /** Longest wait for one JSON-RPC answer. */
  timeoutMs?: number;
}

/** Where the transport reports whether each request reached a node (the network's health). */
export type RpcOutcomes = PoolOutcomes;

/** A viem client whose requests go to the pool's nodes: one in use, the next when it does not answer. */
export function poolClient(pool: NodePool, chainId: number): PublicClient {
  const chain = defineChain({
    id: chainId,
    name: `EVM chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: pool.nodes.map((n) => n.url) } },
  });
  return createPublicClient({ chain, transport: custom({ request: pool.request }, { retryCount: 0 }) });
}

/**
 * A JSON-RPC client of one EVM node: concurrent requests go out as one batch, and a failed request is
 * retried with a growing delay (150 ms, 300 ms, 600 ms) before its error reaches the caller;
 * `outcomes`, when given, hears of every request whether the node answered it.
 */
export function rpcClient(s: RpcSettings, outcomes?: RpcOutcomes): PublicClient {
  const pool = new NodePool(
    [s.url],
    { chainId: s.chainId, maxLagBlocks: 0, timeoutMs: s.timeoutMs ?? 10_000, retries: 3 },
    () => new Date(),
    outcomes,
  );
  return poolClient(pool, s.chainId);
}

/**
 * Asks every node of the pool its chain id and head: refuses the network when no node serves the
 * configured chain (a wrong address must not pay anyone); a node on another chain is set aside.
 */
export async function checkNodes(
  pool: NodePool,
  chainId: number,
  setting: { urls: string; chainId: string },
): Promise<void> {
  await pool.probe();
  if (pool.nodes.some((n) => n.chainId === chainId)) return;
  const wrong = pool.nodes.find((n) => n.chainId !== null);
  if (wrong)
    throw new Error(`${setting.urls} serves chain id ${wrong.chainId}, but ${setting.chainId} is ${chainId}`);
  const down = pool.nodes[0]!;
  throw new Error(`${setting.urls}: no node answers (${down.label}: ${down.lastError})`);
}
