import type { HistoryBalance } from '@mc/contract';

/** The columns of a history row as its queries select them. */
export const HISTORY_COLUMNS = `h.id, h.entry_id, h.merchant_id, h.created_at, h.kind, h.type, h.ref_type, h.ref_id,
  h.asset, h.network, h.balance, h.amount, h.fee, h.net, h.balance_after, h.status, h.order_no, h.counterparty,
  h.tx_hash, h.remark`;

export type HistoryDbRow = {
  id: bigint;
  entry_id: bigint;
  merchant_id: string;
  created_at: Date;
  kind: string;
  type: string;
  ref_type: string;
  ref_id: string;
  asset: string;
  network: string | null;
  balance: HistoryBalance;
  amount: bigint;
  fee: bigint;
  net: bigint;
  balance_after: bigint;
  status: string;
  order_no: string | null;
  counterparty: string | null;
  tx_hash: string | null;
  remark: string | null;
};

/**
 * A row's time as an export writes it: ISO 8601 on the wall clock of the merchant's time zone, to the
 * millisecond, without an offset (the heading names the zone). The zone is a name the server checked
 * when it was set; it is written as a literal all the same.
 */
export function exportTimeSql(timeZone: string): string {
  return `to_char(h.created_at AT TIME ZONE '${timeZone.replaceAll("'", "''")}', 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
}

/**
 * The columns an export writes, all as text, so that rows reach the file without being parsed into
 * numbers and dates and formatted back: integers in decimal, the time in the zone (`exportTimeSql`).
 */
export function exportColumnsIn(timeZone: string): string {
  return `h.id::text AS id,
  ${exportTimeSql(timeZone)} AS created_at, h.kind, h.type,
  h.ref_type, h.ref_id, h.asset, h.network, h.balance, h.amount::text AS amount, h.fee::text AS fee,
  h.net::text AS net, h.balance_after::text AS balance_after, h.status, h.order_no, h.counterparty, h.tx_hash,
  h.remark`;
}

/** A row as an export reads it: the columns it writes, each as text (null where the row's may be). */
export type HistoryExportRow = {
  [K in Exclude<keyof HistoryDbRow, 'entry_id' | 'merchant_id'>]: null extends HistoryDbRow[K]
    ? string | null
    : string;
};
