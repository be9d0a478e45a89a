import { Readable } from 'node:stream';
import type { CollectionAccount, Lang } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { csvChunks, type ExportFile, exportContentTypes, xlsxStream } from '../../platform/export';
import type { CollectionAccountRow } from './account-rows';
import { type AccountFilter, collectionRepo } from './repo';

/** The columns of an exported list, their headings in both languages, and how an account fills them. */
const columns = [
  { cn: '客户名称', en: 'Customer name', cell: (a: CollectionAccount) => a.customer_name },
  { cn: '客户编号', en: 'Customer reference', cell: (a: CollectionAccount) => a.customer_ref },
  { cn: '邮箱', en: 'Email', cell: (a: CollectionAccount) => a.email },
  { cn: '币种', en: 'Asset', cell: (a: CollectionAccount) => a.asset },
  { cn: '网络', en: 'Network', cell: (a: CollectionAccount) => a.network },
  { cn: '收款地址', en: 'Deposit address', cell: (a: CollectionAccount) => a.address },
  { cn: '状态', en: 'Status', cell: (a: CollectionAccount) => a.status },
  { cn: '预期金额', en: 'Expected amount', cell: (a: CollectionAccount) => a.expected_amount ?? '' },
  { cn: '备注', en: 'Remark', cell: (a: CollectionAccount) => a.remark ?? '' },
  { cn: '本月', en: 'Month', cell: (a: CollectionAccount) => a.this_month.month },
  {
    cn: '本月转账笔数',
    en: 'Transfers this month',
    cell: (a: CollectionAccount) => String(a.this_month.deposits),
  },
  { cn: '本月到账', en: 'Received this month', cell: (a: CollectionAccount) => a.this_month.amount },
  { cn: '累计入账', en: 'Total credited', cell: (a: CollectionAccount) => a.total_received },
  { cn: '转账笔数', en: 'Transfers', cell: (a: CollectionAccount) => String(a.deposit_count) },
  {
    cn: '最近转账 (UTC)',
    en: 'Last transfer (UTC)',
    cell: (a: CollectionAccount) => a.last_deposit_at ?? '',
  },
  { cn: '创建时间 (UTC)', en: 'Created (UTC)', cell: (a: CollectionAccount) => a.created_at },
  { cn: '账户 ID', en: 'Account id', cell: (a: CollectionAccount) => a.id },
] as const;

/** Which columns hold amounts (numbers with the asset's decimals in a spreadsheet). */
const AMOUNT_COLUMNS: ReadonlySet<number> = new Set([7, 11, 12]);
const cellsOf = (a: CollectionAccount) => columns.map((c) => c.cell(a));
/** The decimals an answer's amounts are written with. */
const decimalsOf = (a: CollectionAccount) => a.total_received.split('.')[1]?.length ?? 0;

/** Accounts read per batch of an export. */
const EXPORT_BATCH = 1000;

/** Every account matching a filter, newest first, in keyset batches (no transaction stays open). */
async function* accountBatches(
  db: Queryable,
  merchantId: string,
  f: AccountFilter,
  viewsOf: (rows: CollectionAccountRow[]) => Promise<(r: CollectionAccountRow) => CollectionAccount>,
): AsyncGenerator<CollectionAccount[]> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const rows = await collectionRepo.list(db, merchantId, { ...f, limit: EXPORT_BATCH, after });
    if (rows.length) yield rows.map(await viewsOf(rows));
    if (rows.length <= EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = { at: last.created_at, id: last.id };
  }
}

/** The export of a merchant's filtered list of accounts, as CSV or XLSX (`platform/export`), streamed. */
export function accountsExport(
  db: Queryable,
  merchantId: string,
  f: AccountFilter,
  format: 'csv' | 'xlsx',
  lang: Lang,
  now: Date,
  rows: number,
  viewsOf: (rows: CollectionAccountRow[]) => Promise<(r: CollectionAccountRow) => CollectionAccount>,
): ExportFile {
  const headings = columns.map((c) => c[lang]);
  const batches = accountBatches(db, merchantId, f, viewsOf);
  const body =
    format === 'csv'
      ? Readable.from(csvChunks(batches, headings, cellsOf, AMOUNT_COLUMNS), { objectMode: false })
      : xlsxStream(batches, {
          headings,
          sheetName: (n) => (lang === 'cn' ? `批量收款账户 ${n}` : `Collection accounts ${n}`),
          cellsOf,
          amountColumns: AMOUNT_COLUMNS,
          decimalsOf,
        });
  return {
    fileName: `collection_accounts_${now.toISOString().slice(0, 10)}.${format}`,
    contentType: exportContentTypes[format],
    rows,
    body,
  };
}
