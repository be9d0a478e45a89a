import { type ImportColumn, importColumns, type Lang } from '@mc/contract';

/** The template's headings of each column, in cn and en (a file may use either, in any order). */
export const headings: Record<ImportColumn, Record<Lang, string>> = {
  customer_name: { cn: '客户名称', en: 'Customer name' },
  customer_ref: { cn: '客户编号', en: 'Customer reference' },
  email: { cn: '邮箱', en: 'Email' },
  asset: { cn: '币种', en: 'Asset' },
  network: { cn: '网络', en: 'Network' },
  expected_amount: { cn: '预期金额', en: 'Expected amount' },
  remark: { cn: '备注', en: 'Remark' },
};

/** Columns a file may leave out. */
const OPTIONAL = new Set<ImportColumn>(['expected_amount', 'remark']);

/** A heading as compared: width, case, spaces, underscores and a required-mark star do not count. */
const normal = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_*]/g, '');

const byHeading = new Map<string, ImportColumn>();
for (const column of importColumns) {
  for (const name of [column, headings[column].cn, headings[column].en]) byHeading.set(normal(name), column);
}

/** Where each column stands in a row (0-based), by the file's heading row. */
export type ColumnMap = Map<ImportColumn, number>;

/**
 * Reads the heading row: the column each cell names (unknown ones are passed over; a column named
 * twice is read from its first place). Answers the map, or the first required column missing.
 */
export function columnsOf(cells: readonly string[]): { map: ColumnMap } | { missing: ImportColumn } {
  const map: ColumnMap = new Map();
  cells.forEach((cell, i) => {
    const column = byHeading.get(normal(cell));
    if (column && !map.has(column)) map.set(column, i);
  });
  const missing = importColumns.find((c) => !OPTIONAL.has(c) && !map.has(c));
  return missing ? { missing } : { map };
}
