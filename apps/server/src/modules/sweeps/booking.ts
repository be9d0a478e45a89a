import type { Queryable } from '../../db/client';
import { chainClearing, entryCounts, type InvariantCheck, platform, post } from '../ledger';
import { sweepRepo } from './repo';

/**
 * A mined sweep: the tokens moved between two of the platform's own wallets (the network's clearing
 * account mirrors them whichever wallet holds them: no balance changes), but the gas of the funding
 * transfer and of the sweep left the platform on the chain. One entry moves it from the network's
 * clearing account to the platform's network costs.
 */
export async function bookSweep(
  tx: Queryable,
  sweep: { id: bigint; network: string; address: string; asset: string },
  fees: { asset: string; amount: bigint },
  at: Date,
): Promise<void> {
  if (fees.amount <= 0n) return;
  await post(tx, {
    kind: 'sweep',
    refType: 'sweep',
    refId: String(sweep.id),
    memo: `gas of sweep ${sweep.id} (${sweep.asset} from ${sweep.address})`,
    at,
    lines: [
      { account: chainClearing(sweep.network), asset: fees.asset, amount: fees.amount },
      { account: platform('network_costs'), asset: fees.asset, amount: -fees.amount },
    ],
  });
}

/** Every sweep that ended (confirmed, or failed after paying gas) booked one `sweep` entry of the fees its row records; one under way, none. */
export const sweepInvariants: InvariantCheck = async (db: Queryable) => {
  const problems: { rule: string; detail: string }[] = [];
  const counts = await entryCounts(db, 'sweep', 'sweep');
  const booked = new Map(
    (
      await db.query<{ ref_id: string; amount: bigint; assets: number }>(
        `SELECT ref_id, coalesce(-sum(amount), 0)::bigint AS amount, count(DISTINCT asset)::int AS assets
         FROM ledger_lines WHERE ref_type = 'sweep' AND kind = 'sweep' AND platform_account = 'network_costs'
         GROUP BY ref_id`,
      )
    ).map((r) => [r.ref_id, r.assets > 1 ? -1n : r.amount]),
  );
  const ended = await sweepRepo.endedFees(db);
  const seen = new Set<string>();
  for (const s of ended) {
    const ref = String(s.id);
    seen.add(ref);
    const want = s.fees > 0n ? 1n : 0n;
    const n = counts.get(ref) ?? 0n;
    if (n !== want || (booked.get(ref) ?? 0n) !== s.fees) {
      problems.push({
        rule: 'each sweep that ended books the gas it paid once, in one asset, as network cost',
        detail: `sweep ${ref}: paid ${s.fees} (gas, in the ledger's minor units), ${n} entries booking ${booked.get(ref) ?? 0n}`,
      });
    }
  }
  for (const [ref, n] of counts) {
    if (!seen.has(ref) && n > 0n) {
      problems.push({
        rule: 'a sweep under way books nothing',
        detail: `sweep ${ref} is under way but has ${n} entries`,
      });
    }
  }
  return problems;
};
