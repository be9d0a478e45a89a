import type { Queryable } from '../../db/client';
import type { ChainSimulator, SimulatedTransfer } from './simulator';
import type { ChainHealth, ChainRail, Located, SendRequest } from './types';

/**
 * One rail per network: the networks named in `real` go to their rail (an EVM node), every other
 * network to the simulated chain. Its simulator side acts on the simulated networks only.
 */
export class RoutedChain implements ChainRail {
  readonly kind = 'routed';

  constructor(
    private readonly real: ReadonlyMap<string, ChainRail>,
    private readonly simulated: ChainRail & ChainSimulator,
  ) {}

  private rail(network: string): ChainRail {
    return this.real.get(network) ?? this.simulated;
  }

  depositAddress(network: string, index: bigint) {
    return this.rail(network).depositAddress(network, index);
  }
  depositAddresses(network: string, indexes: readonly bigint[]) {
    return this.rail(network).depositAddresses(network, indexes);
  }
  isValidAddress(network: string, address: string) {
    return this.rail(network).isValidAddress(network, address);
  }
  scan(network: string, cursor: string | null, limit: number) {
    return this.rail(network).scan(network, cursor, limit);
  }
  head(network: string) {
    return this.rail(network).head(network);
  }
  locate(network: string, txHashes: string[]): Promise<Map<string, Located>> {
    return this.rail(network).locate(network, txHashes);
  }
  blockHashes(network: string, heights: readonly bigint[]) {
    return this.rail(network).blockHashes(network, heights);
  }
  send(req: SendRequest) {
    return this.rail(req.network).send(req);
  }
  tend(network: string) {
    return this.rail(network).tend(network);
  }
  health(): ChainHealth[] {
    const real = [...this.real.values()].flatMap((r) => r.health());
    const served = new Set(real.map((h) => h.network));
    return [...this.simulated.health().filter((h) => !served.has(h.network)), ...real];
  }

  /** The simulated networks' controls (faucet, blocks, reorgs). */
  simulator(): ChainSimulator {
    const sim = this.simulated;
    const real = this.real;
    return {
      simulates: (network) => !real.has(network) && sim.simulates(network),
      faucetAddress: (network) => sim.faucetAddress(network),
      transfer: (q: Queryable, t: SimulatedTransfer) => sim.transfer(q, t),
      mine: (networks, ifOlderThanMs) =>
        sim.mine(
          networks.filter((n) => !real.has(n)),
          ifOlderThanMs,
        ),
      reorg: (network, depth, drop) => sim.reorg(network, depth, drop),
    };
  }
}
