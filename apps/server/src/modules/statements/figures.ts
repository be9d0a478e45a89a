import type { StatementProblemKind } from '@mc/contract';
import type { PeriodRow } from '../history';
import type { AssetFigures } from './repo';

/** One reason a statement does not reconcile (balances in minor units; none for a broken balance after). */
export type StatementProblemRow = {
  asset: string;
  kind: StatementProblemKind;
  statement: bigint | null;
  ledger: bigint | null;
};

/**
 * A month's figures per asset from the history: the opening balance (after the last row before the
 * month), what came in and went out, the closing balance (opening plus the movements, which is
 * also the last movement's balance after). Assets with neither a balance nor a movement are left
 * out. `null` when a movement's balance after does not follow from the one before.
 */
export function figuresOf(
  opening: ReadonlyMap<string, bigint>,
  movements: readonly PeriodRow[],
): { figures: AssetFigures[]; broken: string[] } {
  const byAsset = new Map<string, AssetFigures>();
  for (const [asset, balance] of opening) {
    byAsset.set(asset, { asset, opening: balance, inflow: 0n, outflow: 0n, closing: balance, movements: 0 });
  }
  const broken = new Set<string>();
  for (const row of movements) {
    const f = byAsset.get(row.asset) ?? {
      asset: row.asset,
      opening: 0n,
      inflow: 0n,
      outflow: 0n,
      closing: 0n,
      movements: 0,
    };
    const change = BigInt(row.change);
    if (change > 0n) f.inflow += change;
    else f.outflow -= change;
    f.closing += change;
    f.movements += 1;
    if (f.closing !== BigInt(row.balance_after)) broken.add(row.asset);
    byAsset.set(row.asset, f);
  }
  const figures = [...byAsset.values()]
    .filter((f) => f.movements > 0 || f.opening !== 0n || f.closing !== 0n)
    .sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
  return { figures, broken: [...broken] };
}

/**
 * Where the statement and the ledger disagree: for each asset, the opening against the ledger's
 * available balance at the month's start and the closing against it at the month's end (an asset
 * the ledger holds and the statement lacks counts too). Empty: the statement reconciles.
 */
export function differences(
  figures: readonly AssetFigures[],
  ledgerAtStart: ReadonlyMap<string, bigint>,
  ledgerAtEnd: ReadonlyMap<string, bigint>,
): StatementProblemRow[] {
  const out: StatementProblemRow[] = [];
  const assets = new Set([...figures.map((f) => f.asset), ...ledgerAtStart.keys(), ...ledgerAtEnd.keys()]);
  for (const asset of [...assets].sort()) {
    const f = figures.find((x) => x.asset === asset);
    const start = ledgerAtStart.get(asset) ?? 0n;
    const end = ledgerAtEnd.get(asset) ?? 0n;
    const opening = f?.opening ?? 0n;
    const closing = f?.closing ?? 0n;
    if (opening !== start) out.push({ asset, kind: 'opening_differs', statement: opening, ledger: start });
    if (closing !== end) out.push({ asset, kind: 'closing_differs', statement: closing, ledger: end });
  }
  return out;
}

/** Every reason a month's figures do not reconcile: broken balances after, then the differences. */
export function problemsOf(
  figures: readonly AssetFigures[],
  broken: readonly string[],
  ledgerAtStart: ReadonlyMap<string, bigint>,
  ledgerAtEnd: ReadonlyMap<string, bigint>,
): StatementProblemRow[] {
  return [
    ...broken.map((asset) => ({
      asset,
      kind: 'balance_after_breaks' as const,
      statement: null,
      ledger: null,
    })),
    ...differences(figures, ledgerAtStart, ledgerAtEnd),
  ];
}
