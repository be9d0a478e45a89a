import type { Queryable } from '../../db/client';
import { bookedFlows, entryCounts, type InvariantCheck, type Violation } from '../ledger';

interface PayoutFacts {
  id: string;
  kind: string;
  status: string;
  asset: string;
  network: string | null;
  amount: bigint;
  fee: bigint;
  total: bigint;
  fiat_currency: string | null;
  fiat_amount: bigint | null;
  converted: bigint | null;
  remainder: bigint | null;
  send_status: string | null;
  [key: string]: unknown;
}

const OPEN = new Set(['pending_approval', 'processing', 'confirming']);

/** The states a bank transfer's send may be in, by the payout's status. */
const BANK_SEND_STATES: Record<string, readonly string[]> = {
  pending_approval: ['waiting'],
  processing: ['queued', 'sent'],
  completed: ['completed'],
  failed: ['failed'],
  rejected: ['cancelled'],
};

/** The postings a payout's state implies, per asset and account (zero amounts left out). */
function expected(p: PayoutFacts): Map<string, bigint> {
  const out = new Map<string, bigint>();
  const add = (asset: string, account: string, amount: bigint) => {
    if (amount === 0n) return;
    const key = `${asset}|${account}`;
    out.set(key, (out.get(key) ?? 0n) + amount);
  };
  if (OPEN.has(p.status)) {
    add(p.asset, 'available', -p.total);
    add(p.asset, 'frozen', p.total);
  } else if (p.status === 'completed' && p.kind === 'remittance') {
    add(p.asset, 'available', -p.total);
    add(p.asset, `chain_clearing:${p.network}`, p.amount);
    add(p.asset, 'fees', p.fee);
  } else if (p.status === 'completed' && p.kind === 'bank_transfer') {
    add(p.asset, 'available', -p.total);
    add(p.asset, 'bank_clearing', p.amount);
    add(p.asset, 'fees', p.fee);
  } else if (p.status === 'completed') {
    // a conversion either way: asset is what is debited, fiat_currency what arrives
    add(p.asset, 'available', -p.total);
    add(p.asset, 'fees', p.fee);
    add(p.asset, 'fx', p.converted ?? 0n);
    add(p.asset, 'fx_rounding', p.remainder ?? 0n);
    add(p.fiat_currency!, 'fx', -(p.fiat_amount ?? 0n));
    add(p.fiat_currency!, 'available', p.fiat_amount ?? 0n);
  }
  // failed and rejected: held and released, nothing moved
  return out;
}

/**
 * Every payout has exactly the postings its state implies: open ones hold their total in frozen;
 * completed remittances moved it to the network's clearing account and the fee to fees; completed
 * bank transfers moved it to bank clearing and the fee to fees; completed conversions (withdrawals
 * to fiat, fiat to crypto) converted it (fee, FX, rounding remainder) into what arrives; failed and rejected ones gave
 * it back. The hold is booked once for every payout, and the amounts of a quote add up.
 */
export const payoutInvariants: InvariantCheck = async (db: Queryable) => {
  const out: Violation[] = [];
  const payouts = await db.query<PayoutFacts>(
    `SELECT p.id, p.kind, p.status, p.asset, p.network, p.amount, p.fee, p.total, p.fiat_currency, p.fiat_amount,
       q.converted, q.remainder, b.status AS send_status
     FROM payouts p LEFT JOIN fx_quotes q ON q.id = p.quote_id LEFT JOIN bank_sends b ON b.payout_id = p.id`,
  );
  if (!payouts.length) return out;
  const flows = await bookedFlows(db, 'payout');
  const holdCount = await entryCounts(db, 'payout', 'payout_held');
  const actual = new Map<string, Map<string, bigint>>();
  for (const f of flows) {
    if (f.amount === 0n) continue;
    const m = actual.get(f.refId) ?? new Map<string, bigint>();
    m.set(`${f.asset}|${f.account}`, f.amount);
    actual.set(f.refId, m);
  }
  for (const p of payouts) {
    if (holdCount.get(p.id) !== 1n) {
      out.push({ rule: 'each payout is held exactly once', detail: `payout ${p.id} (${p.status})` });
    }
    if (p.kind === 'bank_transfer' && !BANK_SEND_STATES[p.status]?.includes(p.send_status ?? '')) {
      out.push({
        rule: "a bank transfer's send agrees with its status",
        detail: `payout ${p.id} (${p.status}): send ${p.send_status ?? 'missing'}`,
      });
    }
    const want = expected(p);
    const got = actual.get(p.id) ?? new Map<string, bigint>();
    for (const key of new Set([...want.keys(), ...got.keys()])) {
      if ((want.get(key) ?? 0n) !== (got.get(key) ?? 0n)) {
        out.push({
          rule: 'a payout has the postings its state implies',
          detail: `payout ${p.id} (${p.kind}, ${p.status}) ${key}: booked ${got.get(key) ?? 0n}, expected ${want.get(key) ?? 0n}`,
        });
      }
    }
  }
  return out;
};
