import { fromMinor } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import type { NetworkLog } from '../../platform/each-network';
import type { Located } from '../../rails/chain/types';
import type { Catalogue } from './catalogue';
import { blockReplaced, heightsToCheck, positionsOf, savePositions } from './chain-positions';
import { type DepositsToConfirm, depositsToConfirm } from './confirm-reads';
import { flagReorgedAfterConfirmation, markFinal } from './deep-reorgs';
import { finalHeightFrom } from './final-height';
import { claimRange, type ScanPosition, scanPositions } from './scan-claim';
import { recordSeen, transferTargets } from './seen-transfers';
import { settleDeposits } from './settle-deposits';
import { unseeTransfers } from './unseen-transfers';

const SCAN_BATCH = 500;
/** Deposits settled per transaction: one lock and one update of each ledger account per batch. */
const SETTLE_BATCH = 250;

/**
 * Turns chain transfers into deposits, and confirmed deposits into order
 * payments and ledger postings, exactly once. Safe on any number of server
 * instances: a network's cursor is claimed with SKIP LOCKED, a deposit is
 * settled or taken back under its row lock, and every booking is keyed.
 * A deposit remembers its block: a reorganisation that replaces it before
 * it confirms takes the deposit back; after, it is flagged for an operator.
 * A deposit confirms at its confirmations, or where the rail follows the chain's own block tags, once
 * at or below its settled block; it is watched until checked at a final height.
 */
export function depositWatcher(deps: Deps, catalogue: () => Promise<Catalogue>, log: NetworkLog) {
  const { db, clock, chain, config } = deps;
  let decimals = new Map<string, number>();
  /** A transfer's amount and asset as a note's parameters. */
  const amountOf = (asset: string, amount: bigint) => ({
    amount: fromMinor(amount, decimals.get(asset) ?? 6),
    asset,
  });
  const terms = {
    toleranceBps: Math.round(config.UNDERPAYMENT_TOLERANCE_PCT * 100),
    feeBps: config.RECEIVE_FEE_BPS,
    amountOf,
  };

  /**
   * Reads what is new on one network and records the transfers to our addresses, from `at` (read
   * here when not given: `scanPositions` reads every network's at once). Answers whether there may
   * be more to read (the cursor moved and the rail did not reach the chain's head), false once caught up.
   */
  async function scan(network: string, at?: ScanPosition): Promise<boolean> {
    const cur = at ?? (await scanPositions(db, [network])).get(network);
    const from = cur?.cursor ?? null;
    decimals = (await catalogue()).decimals;
    const { transfers, cursor, caughtUp } = await chain.scan(network, from, SCAN_BATCH, cur?.watched);
    if (cursor === from) return false;
    return db.transaction(async (tx) => {
      // claims the range and moves the cursor past it, with the orders its transfers pay: the row
      // stays locked until the transfers are recorded, and nothing is kept if recording them fails
      const claim = await claimRange(tx, network, from, cursor, transfers);
      if (!claim) return false; // another instance is reading or has read this range
      if (transfers.length) {
        const now = clock.now();
        const targetOf = await transferTargets(tx, network, transfers, now, terms, claim.orders);
        const ours = transfers.filter((t) => targetOf(t));
        if (ours.length) await recordSeen(tx, network, ours, (t) => targetOf(t)!, now, amountOf, claim);
      }
      return !caughtUp;
    });
  }

  /**
   * One pass over a network's deposits against the chain: confirming deposits whose block was
   * replaced are taken back (un-seen), the others' confirmations are counted and those that reached
   * the network's confirmations are settled; confirmed deposits of the newest blocks whose block was
   * replaced are flagged for an operator. `read`: the network's deposits (read here when not given).
   * Returns how many settled.
   */
  async function confirm(network: string, read?: DepositsToConfirm): Promise<number> {
    const c = await catalogue();
    decimals = c.decimals;
    const required = c.networks.get(network)?.confirmations ?? 1;
    const { open, settled } = read ?? (await depositsToConfirm(db, [network]))(network);
    if (!open.length && !settled.length) return 0;
    const finality = await chain.finality(network);
    const unplaced = open.filter((d) => d.block_height === null).map((d) => d.tx_hash);
    const located = unplaced.length ? await chain.locate(network, unplaced) : new Map<string, Located>();
    const heights = heightsToCheck(
      open,
      located,
      settled.map((d) => d.block_height),
    );
    const view = await chain.view(network, heights);
    const finalHeight = finalHeightFrom(finality, view.head, required);
    const replaced = settled.filter((d) => blockReplaced(d.block_height, d.block_hash, view));
    await flagReorgedAfterConfirmation(db, log, network, replaced, clock.now(), amountOf);
    await markFinal(
      db,
      settled.filter((d) => !replaced.includes(d)),
      finalHeight,
    );
    const { ready, progress, gone } = positionsOf(open, view, located, required, finality?.settled ?? null);
    await unseeTransfers(db, gone, clock.now(), amountOf);
    await savePositions(db, progress);
    let confirmed = 0;
    for (let i = 0; i < ready.length; i += SETTLE_BATCH) {
      confirmed += await settleDeposits(deps, ready.slice(i, i + SETTLE_BATCH), amountOf);
    }
    return confirmed;
  }

  /** Where the watcher stands on each network (`scan`'s `at`), in one statement. */
  const positions = (networks: readonly string[]) => scanPositions(db, networks);
  /** Each network's deposits to confirm and to watch (`confirm`'s `read`), in one statement. */
  const toConfirm = (networks: readonly string[]) => depositsToConfirm(db, networks);

  return { scan, confirm, positions, toConfirm };
}
