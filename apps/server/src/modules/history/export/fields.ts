import { fromMinorText, type Lang } from '@mc/contract';
import type { HistoryExportRow } from '../columns';

/** The columns of an exported file, their headings in both languages, and how a row fills them. */
export const exportColumns = [
  { key: 'time', cn: '时间', en: 'Time' },
  { key: 'type', cn: '类型', en: 'Type' },
  { key: 'entry', cn: '记账类型', en: 'Entry' },
  { key: 'balance', cn: '余额类别', en: 'Balance' },
  { key: 'asset', cn: '币种', en: 'Asset' },
  { key: 'network', cn: '网络', en: 'Network' },
  { key: 'amount', cn: '金额', en: 'Amount' },
  { key: 'fee', cn: '手续费', en: 'Fee' },
  { key: 'net', cn: '净额', en: 'Net' },
  { key: 'balance_after', cn: '变动后余额', en: 'Balance after' },
  { key: 'status', cn: '状态', en: 'Status' },
  { key: 'order_no', cn: '商户订单号', en: 'Merchant order no.' },
  { key: 'counterparty', cn: '对方', en: 'Counterparty' },
  { key: 'remark', cn: '备注', en: 'Remark' },
  { key: 'tx_hash', cn: '交易哈希', en: 'Tx hash' },
  { key: 'id', cn: '流水号', en: 'Row id' },
  { key: 'ref', cn: '业务单号', en: 'Reference' },
] as const;

/** Which columns hold amounts (numbers with the asset's decimals in a spreadsheet). */
export const AMOUNT_COLUMNS: ReadonlySet<number> = new Set([6, 7, 8, 9]);

/** The headings in a language; the time's names the merchant's time zone: "Time (Asia/Shanghai)". */
export const headingsIn = (lang: Lang, timeZone: string) =>
  exportColumns.map((c) => (c.key === 'time' ? `${c[lang]} (${timeZone})` : c[lang]));

/** A row's cells as text: amounts exact decimal strings in the asset's decimals, times as read (local). */
export function cellsOf(r: HistoryExportRow, decimals: number): string[] {
  return [
    r.created_at,
    r.type,
    r.kind,
    r.balance,
    r.asset,
    r.network ?? '',
    fromMinorText(r.amount, decimals),
    fromMinorText(r.fee, decimals),
    fromMinorText(r.net, decimals),
    fromMinorText(r.balance_after, decimals),
    r.status,
    r.order_no ?? '',
    r.counterparty ?? '',
    r.remark ?? '',
    r.tx_hash ?? '',
    r.id,
    `${r.ref_type}:${r.ref_id}`,
  ];
}

/** The file's name says what it holds: `transactions_<from>_<to>.<ext>` (local days of the period). */
export function exportFileName(days: { from: string; to: string }, ext: string) {
  return `transactions_${days.from}_${days.to}.${ext}`;
}
