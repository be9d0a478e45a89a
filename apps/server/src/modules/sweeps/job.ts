import type { Deps } from '../../platform/deps';
import { onEachNetwork } from '../../platform/each-network';
import type { PeriodicJob } from '../../platform/jobs';
import type { ChainSweeper } from '../../rails/chain/types';
import { sweepableAddresses } from '../crypto';
import { advance, type SweepLog } from './advance';
import { sweepRepo as repo } from './repo';
import { thresholdOf } from './thresholds';

export interface SweepJobOptions {
  /** The networks of the catalogue (the ones a rail sweeps are swept). */
  networks: () => Promise<string[]>;
  /** Decimals of an asset (thresholds are set in whole units). */
  decimals: () => Promise<(asset: string) => number>;
  log: SweepLog;
}

/**
 * Sweeping deposit addresses to the hot wallet, on every instance (two never sweep one address twice:
 * a sweep begins under the address's advisory lock, and one instance at a time advances it).
 * `run()` is one pass over every network a rail sweeps; `jobs` runs it every SWEEP_INTERVAL_MS.
 */
export function sweepJob(deps: Deps, opts: SweepJobOptions) {
  async function network(code: string, sweeper: ChainSweeper): Promise<void> {
    for (const s of await repo.open(deps.db, code)) await advance(deps, sweeper, s.id, opts.log);
    const covered = await repo.covered(deps.db, code);
    const candidates = (await sweepableAddresses(deps.db, code)).filter(
      (c) => c.lastDepositId > (covered.get(`${c.asset}|${c.address}`) ?? 0n),
    );
    const decimalsOf = await opts.decimals();
    for (const asset of new Set(candidates.map((c) => c.asset))) {
      const mine = candidates.filter((c) => c.asset === asset);
      const balances = await sweeper.tokenBalances(
        asset,
        mine.map((c) => c.addressIndex),
      );
      const threshold = thresholdOf(deps.config.SWEEP_THRESHOLDS, asset, decimalsOf(asset));
      for (const [i, c] of mine.entries()) {
        const amount = balances[i]!;
        if (amount < threshold || amount <= 0n) continue;
        const begun = await deps.db.transaction((tx) =>
          repo.begin(tx, {
            network: code,
            asset,
            address: c.address,
            address_index: c.addressIndex,
            amount,
            covers_deposit_id: c.lastDepositId,
            created_at: deps.clock.now(),
          }),
        );
        if (begun) await advance(deps, sweeper, begun.id, opts.log);
      }
    }
  }

  async function run(): Promise<void> {
    const swept = (await opts.networks()).filter((code) => deps.chain.sweeper(code));
    await onEachNetwork(swept, opts.log, 'sweeping the network failed; the others go on', (code) =>
      network(code, deps.chain.sweeper(code)!),
    );
  }

  const jobs: PeriodicJob[] = [{ name: 'sweeps', intervalMs: deps.config.SWEEP_INTERVAL_MS, run }];
  return { run, jobs };
}

export type SweepJob = ReturnType<typeof sweepJob>;
