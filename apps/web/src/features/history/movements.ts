import type { HistoryRow } from '@mc/contract';

/**
 * A movement of the merchant's money as the merchant knows it (a receipt order, a bank transfer, a
 * top-up) rather than each balance its entries moved: `type` is what began it (an order received, a
 * bank transfer), `row` states it (its amount before the fee, what it is to), `at` is when it last
 * moved a balance. Every row of an object carries its status now.
 */
export interface HistoryMovement {
  key: string;
  type: HistoryRow['type'];
  row: HistoryRow;
  at: string;
}

const objectKey = (r: Pick<HistoryRow, 'ref_type' | 'ref_id'>) => `${r.ref_type}:${r.ref_id}`;

/**
 * The row that states a movement: its first-booked row of the available balance (a payout's hold
 * −100 with its fee, an order's settlement +100), else its first row (an order received, not yet
 * settled; a payout whose hold is older than the rows read). `rows` are newest first.
 */
function statingRow(rows: HistoryRow[]): HistoryRow {
  const oldestFirst = [...rows].reverse();
  return oldestFirst.find((r) => r.balance === 'available') ?? (oldestFirst[0] as HistoryRow);
}

/** The history's rows (newest first) as movements, newest first, at most `limit` of them. */
export function movementsOf(rows: HistoryRow[], limit: number): HistoryMovement[] {
  const groups = new Map<string, HistoryRow[]>();
  for (const r of rows) {
    const key = objectKey(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups].slice(0, limit).map(([key, group]) => ({
    key,
    type: (group[group.length - 1] as HistoryRow).type,
    row: statingRow(group),
    at: (group[0] as HistoryRow).created_at,
  }));
}
