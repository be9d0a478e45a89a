import type { PeriodRow } from '../history';
import type { StoredStatement } from './repo';

/** Everything a statement file shows: the stored figures, who it is for, and the month's movements. */
export interface StatementDocument {
  appTitle: string;
  merchantName: string;
  statement: StoredStatement;
  decimals: (asset: string) => number;
  movements: readonly PeriodRow[];
}

/** "2026-10-01 08:30:00" in UTC. */
export function utcTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The reference a movement shows: the merchant's order number, else the object it belongs to. */
export function referenceOf(row: PeriodRow, objects: Record<string, string>): string {
  return row.order_no ?? `${objects[row.ref_type] ?? row.ref_type} ${row.ref_id}`;
}

/** The last day of the period (its end is excluded), YYYY-MM-DD. */
export function lastDayOf(end: Date): string {
  return new Date(end.getTime() - 1).toISOString().slice(0, 10);
}
