import type { Queryable } from '../../db/client';
import type { EvmDevFaucet } from './evm/dev-faucet';
import type { ChainSimulator, SimulatedTransfer } from './simulator';
import type { ChainHealth, ChainHoldings, ChainRail, Located, SendRequest } from './types';

/**
 * One rail per network: the networks named in `real` go to their rail (an EVM node), every other
 * network to the simulated chain. Its simulator side acts on the simulated networks only.
 */
export class RoutedChain implements ChainRail {
  readonly kind = 'routed';

  constructor(
    private readonly real: ReadonlyMap<string, ChainRail>,
    private readonly simulated: ChainRail & ChainSimulator,
    /** Faucets of real networks that run on a development node (never in production). */
    private readonly devFaucets: ReadonlyMap<string, EvmDevFaucet> = new Map(),
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
  paymentRequest(network: string, asset: string, to: string, amount: bigint | null) {
    return this.rail(network).paymentRequest(network, asset, to, amount);
  }
  scan(network: string, cursor: string | null, limit: number, watched?: bigint) {
    return this.rail(network).scan(network, cursor, limit, watched);
  }
  head(network: string) {
    return this.rail(network).head(network);
  }
  finality(network: string) {
    return this.rail(network).finality(network);
  }
  locate(network: string, txHashes: string[]): Promise<Map<string, Located>> {
    return this.rail(network).locate(network, txHashes);
  }
  blockHashes(network: string, heights: readonly bigint[]) {
    return this.rail(network).blockHashes(network, heights);
  }
  view(network: string, heights: readonly bigint[]) {
    return this.rail(network).view(network, heights);
  }
  send(req: SendRequest) {
    return this.rail(req.network).send(req);
  }
  tend(network: string, finalHeight: () => Promise<bigint>) {
    return this.rail(network).tend(network, finalHeight);
  }
  payoutFee(network: string, asset: string, decimals: number) {
    return this.rail(network).payoutFee(network, asset, decimals);
  }
  sweeper(network: string) {
    return this.rail(network).sweeper(network);
  }
  senderBalances(network: string) {
    return this.rail(network).senderBalances(network);
  }
  holdings(network: string, asset: string, depositIndexes: readonly bigint[]): Promise<ChainHoldings> {
    return this.rail(network).holdings(network, asset, depositIndexes);
  }
  health(): ChainHealth[] {
    const real = [...this.real.values()].flatMap((r) => r.health());
    const served = new Set(real.map((h) => h.network));
    return [...this.simulated.health().filter((h) => !served.has(h.network)), ...real];
  }

  /**
   * The controls of the simulated networks (faucet, blocks, reorgs) and of real networks on a
   * development node (faucet, and blocks when asked: the node mines its own otherwise).
   */
  simulator(): ChainSimulator {
    const { simulated: sim, real, devFaucets } = this;
    const simulatedOnly = (networks: readonly string[]) => networks.filter((n) => !real.has(n));
    return {
      simulates: (network) => devFaucets.has(network) || (!real.has(network) && sim.simulates(network)),
      takesBack: (network) => !real.has(network) && sim.simulates(network),
      faucetAddress: (network) => sim.faucetAddress(network),
      transfer: (q: Queryable, t: SimulatedTransfer) =>
        devFaucets.get(t.network)?.transfer(t) ?? sim.transfer(q, t),
      async mine(networks, ifOlderThanMs) {
        const heights = await sim.mine(simulatedOnly(networks), ifOlderThanMs);
        if (ifOlderThanMs !== undefined) return heights;
        for (const n of networks) {
          const faucet = devFaucets.get(n);
          // a node that does not answer mines nothing; the other networks' blocks stand
          if (faucet)
            await faucet.mine().then(
              (h) => (heights[n] = h),
              () => undefined,
            );
        }
        return heights;
      },
      async reorg(network, depth, drop) {
        if (real.has(network)) throw new Error(`${network} runs on a node: its reorgs are the node's`);
        await sim.reorg(network, depth, drop);
      },
    };
  }
}
