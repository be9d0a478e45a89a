import type { HistoryBalance } from '@mc/contract';
import type { HistoryFacts, HistoryLine } from '../history';
import type { AccountRef } from './accounts';

interface Net {
  ref: AccountRef;
  asset: string;
  amount: bigint;
}

interface Booked {
  entryId: bigint;
  input: { kind: string; refType: string; refId: string; at: Date; history?: HistoryFacts | undefined };
  nets: [string, Net][];
}

/** The balances a history row can move, in the order that picks the row stating an entry's fee. */
const SHOWN: readonly HistoryBalance[] = ['available', 'settlement', 'frozen'];
const shown = (bucket: string): bucket is HistoryBalance => (SHOWN as readonly string[]).includes(bucket);

/**
 * The history rows of one booked entry: one per merchant, asset and balance (available, settlement,
 * frozen) the entry changed, with that balance after it (`balanceAfter` reads the running balance
 * the ledger computed for the entry). Net is the balance's change. The entry's fee (what it earned
 * the fees account, unless the area names it) is stated once per merchant and asset, on the row of
 * the first balance in `SHOWN` order; amount is net plus fee.
 */
export function historyLinesOf(b: Booked, balanceAfter: (key: string) => bigint): HistoryLine[] {
  const fees = new Map<string, bigint>();
  const moved: { key: string; merchantId: string; asset: string; balance: HistoryBalance; net: bigint }[] =
    [];
  for (const [key, n] of b.nets) {
    if ('platform' in n.ref) {
      if (n.ref.platform === 'fees') fees.set(n.asset, (fees.get(n.asset) ?? 0n) + n.amount);
      continue;
    }
    if (!shown(n.ref.bucket) || n.amount === 0n) continue;
    moved.push({ key, merchantId: n.ref.merchantId, asset: n.asset, balance: n.ref.bucket, net: n.amount });
  }
  if (!moved.length) return [];
  const facts = b.input.history;
  if (!facts) {
    throw new Error(
      `the entry ${b.input.kind} of ${b.input.refType} moves a merchant's money: it needs its history facts`,
    );
  }
  moved.sort((x, y) => SHOWN.indexOf(x.balance) - SHOWN.indexOf(y.balance));
  const feeStated = new Set<string>();
  return moved.map((m) => {
    const feeKey = `${m.merchantId}:${m.asset}`;
    const booked = fees.get(m.asset) ?? 0n;
    const fee = feeStated.has(feeKey) ? 0n : (facts.fee ?? (booked > 0n ? booked : 0n));
    feeStated.add(feeKey);
    return {
      entryId: b.entryId,
      merchantId: m.merchantId,
      at: b.input.at,
      kind: b.input.kind,
      refType: b.input.refType,
      refId: b.input.refId,
      asset: m.asset,
      balance: m.balance,
      net: m.net,
      fee,
      balanceAfter: balanceAfter(m.key),
      facts,
    };
  });
}
