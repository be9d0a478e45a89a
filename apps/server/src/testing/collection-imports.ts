import { randomUUID } from 'node:crypto';
import iconv from 'iconv-lite';
import type { TestApp } from './harness';
import { multipart } from './kyb';
import { bearer } from './scenarios';

/** The template's English headings, in its order. */
export const HEADINGS_EN = [
  'Customer name',
  'Customer reference',
  'Email',
  'Asset',
  'Network',
  'Expected amount',
  'Remark',
];
export const HEADINGS_CN = ['客户名称', '客户编号', '邮箱', '币种', '网络', '预期金额', '备注'];

/** The cells of a valid row, `n` making its reference and email unique. */
export const validRow = (n: number, overrides: Partial<Record<number, string>> = {}): string[] => {
  const row = [
    `Customer ${n}`,
    `CUST-${n}`,
    `customer${n}@example.com`,
    'USDT',
    'TRC20',
    '100.50',
    `remark ${n}`,
  ];
  for (const [i, v] of Object.entries(overrides)) row[Number(i)] = v!;
  return row;
};

/** `count` valid rows from `from` on. */
export const validRows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => validRow(from + i));

const csvCell = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);

/** A CSV file of these rows (the first the heading): UTF-8 (with a byte order mark when asked) or GBK. */
export function csvFile(rows: string[][], opts: { bom?: boolean; encoding?: 'utf-8' | 'gbk' } = {}): Buffer {
  const text = `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
  if (opts.encoding === 'gbk') return iconv.encode(text, 'gbk');
  return Buffer.from(`${opts.bom ? '\uFEFF' : ''}${text}`);
}

/** A cell of an XLSX file: a value, or a formula with its cached result. */
export type XlsxCell = string | number | { formula: string; result?: string | number };

/** An XLSX file (one sheet) of these rows, written by exceljs. */
export async function xlsxFile(rows: XlsxCell[][]): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  const sheet = book.addWorksheet('Accounts');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a file as an import (multipart, one part `file`), in English unless told. */
export function uploadImport(t: TestApp, token: string, content: Buffer, name = 'accounts.csv', lang = 'en') {
  const body = multipart([{ field: 'file', filename: name, content }]);
  return t.call({
    method: 'POST',
    url: '/api/collection-imports',
    headers: { ...bearer(token), 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
}

/** Commits an import with a new Idempotency-Key unless one is given. */
export function commitImport(
  t: TestApp,
  token: string,
  id: string,
  mode: 'all_or_nothing' | 'valid_only',
  key: string = randomUUID(),
) {
  return t.call({
    method: 'POST',
    url: `/api/collection-imports/${id}/commit`,
    headers: { ...bearer(token), 'accept-language': 'en', 'idempotency-key': key },
    payload: { mode },
  });
}

/** The merchant's collection accounts, by reference. */
export async function accountsOf(t: TestApp, merchantId: string) {
  return t.db.query<{ customer_ref: string; customer_name: string; expected_amount: bigint | null }>(
    'SELECT customer_ref, customer_name, expected_amount FROM collection_accounts WHERE merchant_id = $1 ORDER BY customer_ref',
    [merchantId],
  );
}
