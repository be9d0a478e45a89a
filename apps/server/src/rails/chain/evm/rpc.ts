import { createPublicClient, defineChain, type HttpTransport, http, type PublicClient } from 'viem';

export interface RpcSettings {
  url: string;
  chainId: number;
  /** Longest wait for one JSON-RPC answer. */
  timeoutMs?: number;
}

/** Where the transport reports whether each request reached the node (the network's health). */
export interface RpcOutcomes {
  answered(): void;
  failed(err: unknown): void;
}

/** Errors of an HTTP request the node never answered; any other error is the node's answer. */
const UNANSWERED = new Set(['HttpRequestError', 'TimeoutError']);

/** The transport, telling `outcomes` of each request once its retries are done. */
function reporting(transport: HttpTransport, outcomes: RpcOutcomes): HttpTransport {
  return ((params) => {
    const made = transport(params);
    const request = (async (
      args: Parameters<typeof made.request>[0],
      options?: Parameters<typeof made.request>[1],
    ) => {
      try {
        const out = await made.request(args, options);
        outcomes.answered();
        return out;
      } catch (err) {
        if (UNANSWERED.has((err as { name?: string }).name ?? '')) outcomes.failed(err);
        else outcomes.answered();
        throw err;
      }
    }) as typeof made.request;
    return { ...made, request };
  }) as HttpTransport;
}

/**
 * A JSON-RPC client of one EVM node: concurrent requests go out as one batch, and a failed request is
 * retried with a growing delay (viem's retry: 150 ms, 300 ms, 600 ms) before its error reaches the
 * caller; `outcomes`, when given, hears of every request whether the node answered it.
 */
export function rpcClient(s: RpcSettings, outcomes?: RpcOutcomes): PublicClient {
  const chain = defineChain({
    id: s.chainId,
    name: `EVM chain ${s.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [s.url] } },
  });
  const transport = http(s.url, {
    batch: { batchSize: 200, wait: 0 },
    retryCount: 3,
    retryDelay: 150,
    timeout: s.timeoutMs ?? 10_000,
  });
  return createPublicClient({
    chain,
    transport: outcomes ? reporting(transport, outcomes) : transport,
  });
}

/** Refuses a node that answers another chain id than the one configured (a wrong URL must not pay anyone). */
export async function checkChainId(client: PublicClient, expected: number): Promise<void> {
  const actual = await client.getChainId();
  if (actual !== expected) {
    throw new Error(`EVM_RPC_URL serves chain id ${actual}, but EVM_CHAIN_ID is ${expected}`);
  }
}
