import type { Deps } from '../../platform/deps';
import { ChainSendError, type ChainSweeper } from '../../rails/chain/types';
import { bookSweep } from './booking';
import { sweepRepo as repo, type SweepRow } from './repo';

/** Where a sweep's gas is counted with room for fees rising between funding and sending: a fifth more. */
export const withMargin = (wei: bigint): bigint => (wei * 6n) / 5n;

/** How long an instance holds a sweep it advances (another takes it over after). */
const HOLD_MS = 120_000;

export interface SweepLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One step of a sweep under way, by the instance holding it:
 * funding without a transfer: the gas tank sends what the address lacks (or the sweep is sent when it holds enough);
 * funding with a transfer: once mined, its fee recorded and the sweep sent;
 * sending: once mined, confirmed and its gas booked in the same transaction.
 */
export async function advance(deps: Deps, sweeper: ChainSweeper, id: bigint, log: SweepLog): Promise<void> {
  const now = deps.clock.now();
  const s = await repo.claim(deps.db, id, now, new Date(now.getTime() + HOLD_MS));
  if (!s) return;
  try {
    if (s.status === 'funding') await fundOrSend(deps, sweeper, s);
    else await settle(deps, sweeper.gasAsset, s);
  } catch (err) {
    if (!(err instanceof ChainSendError)) throw err;
    log.warn({ sweep: String(s.id), err: err.message }, 'the sweep was refused; it failed');
    await failAndBook(
      deps,
      sweeper.gasAsset,
      s.id,
      err.message,
      err instanceof SweepReverted ? err.fee : null,
    );
  } finally {
    await repo.release(deps.db, s.id);
  }
}

async function fundOrSend(deps: Deps, sweeper: ChainSweeper, s: SweepRow): Promise<void> {
  const at = () => deps.clock.now();
  if (s.funding_hash === null) {
    const [held, cost] = await Promise.all([
      sweeper.gasBalance(s.address_index),
      sweeper.sweepCost(s.address_index, s.asset, s.amount),
    ]);
    if (held < cost) {
      const wei = withMargin(cost) - held;
      const { txHash } = await sweeper.fund(s.address_index, wei, `sweep-gas:${s.id}`);
      await repo.funded(deps.db, s.id, wei, txHash, at());
      return; // the sweep waits for the funding to be mined
    }
  } else {
    const funding = (await deps.chain.locate(s.network, [s.funding_hash])).get(s.funding_hash);
    if (!funding || funding.height === null) return;
    if (funding.reverted) {
      await repo.fundingMined(deps.db, s.id, funding.fee?.amount ?? 0n, at());
      throw new ChainSendError(`the gas tank's transfer ${funding.txHash} reverted`);
    }
    await repo.fundingMined(deps.db, s.id, funding.fee?.amount ?? 0n, at());
  }
  const { txHash } = await sweeper.sweep(s.address_index, s.asset, s.amount, `sweep:${s.id}`);
  await repo.sending(deps.db, s.id, txHash, at());
}

async function settle(deps: Deps, gasAsset: string, s: SweepRow): Promise<void> {
  const hash = s.sweep_hash!;
  const mined = (await deps.chain.locate(s.network, [hash])).get(hash);
  if (!mined || mined.height === null) return;
  if (mined.reverted) {
    throw new SweepReverted(`the sweep's transfer ${mined.txHash} reverted`, mined.fee?.amount ?? 0n);
  }
  const fee = mined.fee?.amount ?? 0n;
  await deps.db.transaction(async (tx) => {
    const done = await repo.confirm(tx, s.id, fee, deps.clock.now());
    const asset = mined.fee?.asset ?? gasAsset;
    if (done) await bookSweep(tx, done, { asset, amount: (done.funding_fee ?? 0n) + fee }, deps.clock.now());
  });
}

/** A sweep's transfer mined but reverted by the token: it failed, and its gas was paid all the same. */
class SweepReverted extends ChainSendError {
  constructor(
    message: string,
    readonly fee: bigint,
  ) {
    super(message);
  }
}

/**
 * A failed sweep: the gas it already paid (a mined funding transfer, a reverted sweep transfer) left
 * the platform all the same and is booked with the failure, in one transaction.
 */
async function failAndBook(
  deps: Deps,
  asset: string,
  id: bigint,
  reason: string,
  sweepFee: bigint | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const failed = await repo.fail(tx, id, reason, sweepFee, deps.clock.now());
    const amount = (failed?.funding_fee ?? 0n) + (failed?.sweep_fee ?? 0n);
    if (failed) await bookSweep(tx, failed, { asset, amount }, deps.clock.now());
  });
}
