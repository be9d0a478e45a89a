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

/**
 * The history rows of one booked entry: for each merchant and asset, the change of the available
 * balance, or of the settlement balance when available did not move (money received, not yet
 * settled). Moves between other buckets only (a hold captured by its send) make no row. The fee is
 * what the entry earned the fees account, unless the area names it. `availableAfter` reads the
 * running balance the ledger computed for the entry (null when the entry left it alone).
 */
export function historyLinesOf(b: Booked, availableAfter: (key: string) => bigint | null): HistoryLine[] {
  const byMerchantAsset = new Map<
    string,
    { merchantId: string; asset: string; available: bigint; settlement: bigint }
  >();
  const fees = new Map<string, bigint>();
  for (const [, n] of b.nets) {
    if ('platform' in n.ref) {
      if (n.ref.platform === 'fees') fees.set(n.asset, (fees.get(n.asset) ?? 0n) + n.amount);
      continue;
    }
    const k = `${n.ref.merchantId}:${n.asset}`;
    const cur = byMerchantAsset.get(k) ?? {
      merchantId: n.ref.merchantId,
      asset: n.asset,
      available: 0n,
      settlement: 0n,
    };
    if (n.ref.bucket === 'available') cur.available += n.amount;
    if (n.ref.bucket === 'settlement') cur.settlement += n.amount;
    byMerchantAsset.set(k, cur);
  }
  const lines: HistoryLine[] = [];
  for (const m of byMerchantAsset.values()) {
    const amount = m.available !== 0n ? m.available : m.settlement;
    if (amount === 0n) continue;
    const facts = b.input.history;
    if (!facts) {
      throw new Error(
        `the entry ${b.input.kind} of ${b.input.refType} moves a merchant's money: it needs its history facts`,
      );
    }
    const availableKey = `m:${m.merchantId}:${m.asset}:available`;
    const feeBooked = fees.get(m.asset) ?? 0n;
    lines.push({
      entryId: b.entryId,
      merchantId: m.merchantId,
      at: b.input.at,
      kind: b.input.kind,
      refType: b.input.refType,
      refId: b.input.refId,
      asset: m.asset,
      amount,
      fee: facts.fee ?? (feeBooked > 0n ? feeBooked : 0n),
      availableAfter: availableAfter(availableKey),
      availableKey,
      facts,
    });
  }
  return lines;
}
