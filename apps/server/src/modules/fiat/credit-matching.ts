import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { BankCredit, BankRail } from '../../rails/bank/types';
import { creditRepo, type NewCredit } from './credit-repo';
import { matchTopup, referenceIn } from './credit-rule';
import type { TopupRow } from './repo';
import { creditTopups, type TopupCredit, topupFee } from './topup-credit';

/**
 * Reads the credits the bank rail brings (after the stored cursor, a batch at a time) and matches each
 * to a top-up by the rule (`credit-rule.ts`): the matches are booked at once, in the same transaction
 * as the cursor moves; the others wait for an operator. A batch costs a handful of statements
 * whatever its size: the references, the open top-ups, the bookings, the approvals, the credits.
 */
export function creditMatching(deps: Pick<Deps, 'db' | 'clock' | 'config'>, bank: BankRail) {
  const { db, clock, config } = deps;

  async function settle(tx: Queryable, credits: BankCredit[]): Promise<void> {
    const refs = credits.map((c) => referenceIn(c.reference));
    const merchants = await creditRepo.merchantsOfReferences(tx, [
      ...new Set(refs.filter((r) => r !== null)),
    ]);
    /** The open top-ups per merchant and currency; one matched leaves the pool. */
    const pool = new Map<string, TopupRow[]>();
    for (const t of await creditRepo.openTopupsOf(tx, [...new Set(merchants.values())])) {
      const key = `${t.merchant_id}/${t.currency}`;
      pool.set(key, [...(pool.get(key) ?? []), t]);
    }
    const rows: NewCredit[] = [];
    const matches: TopupCredit[] = [];
    credits.forEach((c, i) => {
      const base = {
        credit_id: c.creditId,
        source_id: c.sourceId ?? null,
        currency: c.currency,
        amount: c.amount,
        reference: c.reference,
        payer: c.from.holder,
        received_at: c.receivedAt,
        matched_by: null,
        topup_id: null,
      };
      const ref = refs[i];
      const merchantId = ref ? (merchants.get(ref) ?? null) : null;
      if (!ref || !merchantId) {
        rows.push({
          ...base,
          state: 'unmatched',
          miss: ref ? 'unknown_reference' : 'no_reference',
          merchant_id: null,
        });
        return;
      }
      const key = `${merchantId}/${c.currency}`;
      const open = pool.get(key) ?? [];
      const found = matchTopup(c.amount, open, config.TOPUP_MATCH_TOLERANCE_BPS);
      const fee = topupFee(c.amount, config.TOPUP_FEE_BPS);
      if ('miss' in found || fee >= c.amount) {
        const miss = 'miss' in found ? found.miss : 'amount_short';
        rows.push({ ...base, state: 'unmatched', miss, merchant_id: merchantId });
        return;
      }
      pool.set(
        key,
        open.filter((t) => t !== found.topup),
      );
      matches.push({ row: found.topup, received: c.amount, fee });
      rows.push({
        ...base,
        state: 'matched',
        miss: null,
        matched_by: 'rule',
        merchant_id: merchantId,
        topup_id: found.topup.id,
      });
    });
    await creditTopups(tx, matches, null, clock.now());
    await creditRepo.insertMany(tx, rows);
  }

  /**
   * One batch; how many credits were read. The rail is read outside the transaction, then the batch is
   * applied under the cursor's lock only if no other instance moved the cursor meanwhile.
   */
  async function pull(limit = 1000): Promise<number> {
    const from = await creditRepo.cursor(db, bank.kind);
    const page = await bank.credits(from, limit);
    if (page.credits.length === 0) return 0;
    return db.transaction(async (tx) => {
      if ((await creditRepo.cursor(tx, bank.kind, true)) !== from) return 0;
      await settle(tx, page.credits);
      await creditRepo.setCursor(tx, bank.kind, page.cursor);
      return page.credits.length;
    });
  }

  /** Every credit waiting: what tests, imports and the job call. */
  async function run(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await pull();
      total += n;
      if (n === 0) return total;
    }
  }

  return { run, jobs: [{ name: 'bank-credits', intervalMs: config.WATCHER_INTERVAL_MS * 5, run }] };
}

export type CreditMatching = ReturnType<typeof creditMatching>;
