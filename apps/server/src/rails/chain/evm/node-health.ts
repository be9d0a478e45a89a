import type { EIP1193RequestFn } from 'viem';

/** Why a node is asked nothing: it serves another chain, or its head is too far behind the others'. */
export type SetAside = 'chain_id' | 'lagging';

/** One JSON-RPC endpoint of a network, as the pool keeps it. */
export interface EvmNode {
  url: string;
  label: string;
  request: EIP1193RequestFn;
  /** What the node last answered (null before it has). */
  chainId: number | null;
  head: bigint | null;
  setAside: SetAside | null;
  failingSince: Date | null;
  lastOkAt: Date | null;
  lastError: string | null;
}

/** A node as an operator sees it. */
export interface NodeHealth {
  /** Its host, never its path or query: a provider's key often sits there. */
  label: string;
  /** `in_use`: requests go to it; `standby`: asked when the one in use fails; `failing`: not answering. */
  state: 'in_use' | 'standby' | 'failing' | 'set_aside';
  reason: SetAside | null;
  chainId: number | null;
  head: bigint | null;
  /** Blocks behind the highest head of the nodes in use. */
  lag: number;
  lastOkAt: Date | null;
  failingSince: Date | null;
  lastError: string | null;
}

/** "#2 rpc.example.com": the node's place in the settings and its host, without credentials, path or query. */
export function nodeLabel(url: string, index: number): string {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    host = 'invalid address';
  }
  return `#${index + 1} ${host}`;
}
