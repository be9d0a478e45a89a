import { fromMinor, fromMinorText } from '@mc/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { HistoryExportRow } from '../columns';
import { csvChunks } from './csv';
import { xlsxStream } from './xlsx';

const DECIMALS = new Map([
  ['USDT', 6],
  ['USD', 2],
]);

const row = (n: number, over: Partial<HistoryExportRow> = {}): HistoryExportRow => ({
  id: String(n),
  created_at: '2026-03-04T05:06:07.089Z',
  kind: 'order_settled',
  type: 'received',
  ref_type: 'receipt_order',
  ref_id: `ref-${n}`,
  asset: 'USDT',
  network: 'TRC20',
  balance: 'available',
  amount: '12500000',
  fee: '0',
  net: '12500000',
  balance_after: '1000000000',
  status: 'completed',
  order_no: `ORD-${n}`,
  counterparty: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  tx_hash: 'ab'.repeat(32),
  remark: null,
  ...over,
});

const ROWS = [
  row(3),
  row(2, {
    asset: 'USD',
    network: null,
    amount: '-5',
    fee: '50',
    net: '-55',
    balance_after: '0',
    tx_hash: null,
  }),
  row(1, { order_no: 'A,"quoted"\nline', counterparty: null }),
];

async function* batches(rows: HistoryExportRow[], size = 2) {
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}

async function text(chunks: AsyncIterable<string>) {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

/** The file a stream holds, as exceljs reads it. */
async function fileOf(stream: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts) as unknown as ExcelJS.Buffer;
}

describe('history export', () => {
  it('writes CSV with a byte order mark, LF ends, exact decimals and quoted cells', async () => {
    const csv = await text(csvChunks(batches(ROWS), DECIMALS, 'en', 'UTC'));
    expect(
      csv.startsWith('\uFEFFTime (UTC),Type,Entry,Balance,Asset,Network,Amount,Fee,Net,Balance after,'),
    ).toBe(true);
    expect(csv.includes('\r')).toBe(false);
    expect(csv.endsWith('\n')).toBe(true);
    const lines = csv.slice(1).split('\n');
    expect(lines[1]).toBe(
      `2026-03-04T05:06:07.089Z,received,order_settled,available,USDT,TRC20,12.500000,0.000000,12.500000,1000.000000,completed,ORD-3,TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t,,${'ab'.repeat(32)},3,receipt_order:ref-3`,
    );
    expect(lines[2]).toBe(
      '2026-03-04T05:06:07.089Z,received,order_settled,available,USD,,-0.05,0.50,-0.55,0.00,completed,ORD-2,TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t,,,2,receipt_order:ref-2',
    );
    // a cell holding a comma, quotes and a line break is quoted, its quotes doubled
    const records = parse(csv.slice(1)) as string[][];
    expect(records).toHaveLength(4); // heading and 3 rows
    expect(records[3]![11]).toBe('A,"quoted"\nline');
  });

  it('writes XLSX with amounts as numbers in their decimals, a new sheet past the rows a sheet holds', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await fileOf(xlsxStream(batches(ROWS), DECIMALS, 'cn', 'UTC', 2)));
    expect(book.worksheets.map((s) => s.name)).toEqual(['交易记录 1', '交易记录 2']);
    const [first, second] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(first.getRow(1).getCell(1).value).toBe('时间 (UTC)');
    expect(first.rowCount).toBe(3);
    expect(second.rowCount).toBe(2);
    const usdt = first.getRow(2);
    expect(usdt.getCell(7).value).toBe(12.5);
    expect(usdt.getCell(7).numFmt).toBe('0.000000');
    expect(usdt.getCell(16).value).toBe('3');
    const usd = first.getRow(3);
    expect([usd.getCell(7).value, usd.getCell(8).value, usd.getCell(9).value]).toEqual([-0.05, 0.5, -0.55]);
    expect(usd.getCell(7).numFmt).toBe('0.00');
    expect(usd.getCell(6).value).toBeNull(); // no network: an empty cell
    expect(second.getRow(2).getCell(12).value).toBe('A,"quoted"\nline');
  });

  it('formats a decimal text as fromMinor does', () => {
    for (const [v, d] of [
      [0n, 6],
      [-1n, 6],
      [1234567n, 2],
      [-1234567n, 0],
      [9_223_372_036_854_775_807n, 6],
    ] as const) {
      expect(fromMinorText(v.toString(), d)).toBe(fromMinor(v, d));
    }
  });
});
