import type { Queryable } from '../../db/client';

/** The net amount an account moved for one business object (a merchant's bucket or a platform account). */
export interface BookedFlow {
  refId: string;
  asset: string;
  /** The merchant bucket (`available`, `frozen`…) or the platform account (`fees`, `chain_clearing:TRC20`…). */
  account: string;
  amount: bigint;
}

/** What the entries of one kind of business object (`refType`) booked, summed per object, asset and account. */
export async function bookedFlows(q: Queryable, refType: string): Promise<BookedFlow[]> {
  const rows = await q.query<{ ref_id: string; asset: string; account: string; amount: bigint }>(
    `SELECT e.ref_id, p.asset, CASE WHEN a.merchant_id IS NULL THEN a.platform_account ELSE a.bucket END AS account,
       sum(p.amount)::bigint AS amount
     FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.ref_type = $1
     GROUP BY e.ref_id, p.asset, CASE WHEN a.merchant_id IS NULL THEN a.platform_account ELSE a.bucket END`,
    [refType],
  );
  return rows.map((r) => ({ refId: r.ref_id, asset: r.asset, account: r.account, amount: r.amount }));
}

/** How many entries of one kind (`kind`) each business object of `refType` has. */
export async function entryCounts(q: Queryable, refType: string, kind: string): Promise<Map<string, bigint>> {
  const rows = await q.query<{ ref_id: string; n: bigint }>(
    `SELECT ref_id, count(*)::bigint AS n FROM journal_entries WHERE ref_type = $1 AND kind = $2 GROUP BY ref_id`,
    [refType, kind],
  );
  return new Map(rows.map((r) => [r.ref_id, r.n]));
}

/** `bookedFlows` per business object: `asset|account` -> the net amount (nets of zero left out). */
export async function flowsByObject(
  q: Queryable,
  refType: string,
): Promise<Map<string, Map<string, bigint>>> {
  const out = new Map<string, Map<string, bigint>>();
  for (const f of await bookedFlows(q, refType)) {
    if (f.amount === 0n) continue;
    const m = out.get(f.refId) ?? new Map<string, bigint>();
    m.set(`${f.asset}|${f.account}`, f.amount);
    out.set(f.refId, m);
  }
  return out;
}

/** Where what an object booked (`got`) differs from what its state implies (`want`), per `asset|account`. */
export function flowDifferences(
  want: ReadonlyMap<string, bigint>,
  got: ReadonlyMap<string, bigint> = new Map(),
): { key: string; booked: bigint; expected: bigint }[] {
  return [...new Set([...want.keys(), ...got.keys()])]
    .map((key) => ({ key, booked: got.get(key) ?? 0n, expected: want.get(key) ?? 0n }))
    .filter((d) => d.booked !== d.expected);
}
