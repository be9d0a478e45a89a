import { fromMinor, toMinor } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { type NetworkLog, onEachNetwork } from '../../platform/each-network';
import type { PeriodicJob } from '../../platform/jobs';
import type { SenderBalance } from '../../rails/chain/types';
import type { Catalogue } from '../crypto';
import { recordAudit } from './audit';
import { balanceDecimals } from './balance-units';
import { mailLowBalance } from './low-balance-mail';
import { type LowBalanceState, lowBalanceRepo as repo } from './low-balance-repo';

export interface LowBalanceWatchOptions {
  /** The networks of the catalogue (those whose rail has senders are watched). */
  networks: () => Promise<string[]>;
  catalogue: () => Promise<Catalogue>;
  log: NetworkLog;
}

/** What one check changed: the sender dropped below its threshold, came back above it, or neither. */
type Crossing = 'dropped' | 'recovered' | null;

/**
 * Watches the platform's senders on every network: reads their balances from the rail, compares each
 * with its threshold (an operator's, else the network settings'), and keeps whether it is low. A drop
 * below the threshold is told once, in the transaction that records it (an audit entry operators see)
 * and then by mail to every active operator; a sender that stays low is not told again until it has
 * recovered and dropped once more. Two instances checking at once take turns on the sender's row.
 */
export function lowBalanceWatch(deps: Deps, opts: LowBalanceWatchOptions) {
  async function checkOne(network: string, b: SenderBalance, threshold: bigint | null, decimals: number) {
    const at = deps.clock.now();
    const key = { network, sender: b.sender, asset: b.asset, address: b.address };
    const settingsThreshold = b.threshold === null ? null : toMinor(b.threshold, decimals);
    const low = threshold !== null && b.amount < threshold;
    const crossing = await deps.db.transaction(async (tx): Promise<Crossing> => {
      const before = await repo.lock(tx, key, at);
      const after: LowBalanceState = {
        ...before,
        address: b.address,
        balance: b.amount,
        settingsThreshold,
        low,
        lowSince: low ? (before.low ? before.lowSince : at) : null,
        checkedAt: at,
      };
      await repo.save(tx, after);
      if (low === before.low) return null;
      await recordAudit(tx, {
        operatorId: null,
        action: low ? 'low_balance' : 'low_balance_recovered',
        target: { type: 'network', id: network },
        detail: {
          sender: b.sender,
          asset: b.asset,
          address: b.address,
          balance: fromMinor(b.amount, decimals),
          threshold: threshold === null ? null : fromMinor(threshold, decimals),
        },
        at,
      });
      return low ? 'dropped' : 'recovered';
    });
    if (crossing === 'dropped' && threshold !== null)
      await mailLowBalance(deps, {
        ...key,
        balance: fromMinor(b.amount, decimals),
        threshold: fromMinor(threshold, decimals),
      });
    return crossing;
  }

  /** One network's senders checked; what crossed. */
  async function check(network: string): Promise<Crossing[]> {
    const balances = await deps.chain.senderBalances(network);
    if (!balances.length) return [];
    const { decimals: catalogued } = await opts.catalogue();
    const operators = new Map(
      (await repo.thresholds(deps.db, network)).map((r) => [`${r.sender}|${r.asset}`, r.threshold]),
    );
    const out: Crossing[] = [];
    for (const b of balances) {
      const decimals = balanceDecimals(catalogued, b.asset);
      const own = operators.get(`${b.sender}|${b.asset}`);
      const threshold = own ?? (b.threshold === null ? null : toMinor(b.threshold, decimals));
      out.push(await checkOne(network, b, threshold, decimals));
    }
    return out;
  }

  /** One pass over every network (a network whose node fails is logged; the others go on). */
  async function run(): Promise<void> {
    await onEachNetwork(await opts.networks(), opts.log, 'reading the senders’ balances failed', check);
  }

  const jobs: PeriodicJob[] = [
    { name: 'low-balances', intervalMs: deps.config.LOW_BALANCE_INTERVAL_MS, run },
  ];
  return { check, run, jobs };
}

export type LowBalanceWatch = ReturnType<typeof lowBalanceWatch>;
