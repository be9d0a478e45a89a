import type { Queryable } from '../../db/client';
import { entryCounts, flowDifferences, flowsByObject, type InvariantCheck, type Violation } from '../ledger';
import { fiatRepo } from './repo';

/**
 * Every approved top-up has exactly its entry's postings (bank clearing −received, the merchant's
 * available +received−fee, fees +fee) booked once, and is linked to that entry; a submitted or
 * rejected top-up has none.
 */
export const topupInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const topups = await fiatRepo.facts(db);
  if (!topups.length) return out;
  const actual = await flowsByObject(db, 'fiat_topup');
  const counts = await entryCounts(db, 'fiat_topup', 'fiat_topup_credited');
  for (const t of topups) {
    const want = new Map<string, bigint>();
    if (t.status === 'approved') {
      const received = t.amount_received ?? 0n;
      const fee = t.fee ?? 0n;
      want.set(`${t.currency}|bank_clearing`, -received);
      want.set(`${t.currency}|available`, received - fee);
      if (fee !== 0n) want.set(`${t.currency}|fees`, fee);
      if (counts.get(t.id) !== 1n || t.entry_id === null) {
        out.push({ rule: 'an approved top-up is booked exactly once', detail: `top-up ${t.id}` });
      }
    } else if (counts.has(t.id) || t.entry_id !== null) {
      out.push({ rule: 'only an approved top-up is booked', detail: `top-up ${t.id} (${t.status})` });
    }
    for (const d of flowDifferences(want, actual.get(t.id))) {
      out.push({
        rule: 'a top-up has the postings its state implies',
        detail: `top-up ${t.id} (${t.status}) ${d.key}: booked ${d.booked}, expected ${d.expected}`,
      });
    }
  }
  return out;
};
