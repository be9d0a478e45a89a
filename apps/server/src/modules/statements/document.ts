import { localDateOf, localTimeOf } from '../../platform/zoned-time';
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

/** "2026-10-01 08:30:00" on the wall clock of the statement's time zone. */
export function timeOf(s: StoredStatement, at: Date): string {
  return localTimeOf(at, s.timezone);
}

/** The statement's period as its local days: "2026-10-01 – 2026-10-31 (Asia/Shanghai)". */
export function periodOf(s: StoredStatement): string {
  const last = new Date(s.period_end.getTime() - 1);
  return `${localDateOf(s.period_start, s.timezone)} – ${localDateOf(last, s.timezone)} (${s.timezone})`;
}

/** The reference a movement shows: the merchant's order number, else the object it belongs to. */
export function referenceOf(row: PeriodRow, objects: Record<string, string>): string {
  return row.order_no ?? `${objects[row.ref_type] ?? row.ref_type} ${row.ref_id}`;
}
