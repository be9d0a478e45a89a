import type { Queryable } from '../../db/client';

/** A transfer put into the simulated chain's mempool. */
export interface SimulatedTransfer {
  network: string;
  asset: string;
  from: string;
  to: string;
  amount: bigint;
  reference?: string;
}

/**
 * What the simulated chain offers beyond the rail (`ChainRail`): a faucet, transfers from anyone,
 * blocks mined on demand or on a timer. The dev routes, the block job and tests use it; a real
 * chain has none of it.
 */
export interface ChainSimulator {
  /** Whether this network is simulated (with a real node behind another network, only the others are). */
  simulates(network: string): boolean;
  faucetAddress(network: string): string;
  /** Puts a transfer into the mempool; answers its transaction hash. */
  transfer(q: Queryable, t: SimulatedTransfer): Promise<string>;
  /** Mines one block on each network (with `ifOlderThanMs`, only where the last block is older). */
  mine(networks: string[], ifOlderThanMs?: number): Promise<Record<string, number>>;
  /** Whether its blocks can be taken back here: a simulated network's can, a node's are the node's. */
  takesBack(network: string): boolean;
  /** Takes back the newest `depth` blocks of a network (their transfers pending again, those in `drop` gone). */
  reorg(network: string, depth: number, drop?: readonly string[]): Promise<void>;
}
