import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { xlsxStream } from './xlsx';

interface Item {
  text: string;
  amount: string;
  decimals: number;
}

const layout = {
  headings: ['Text', 'Amount', 'Note'],
  sheetName: (n: number) => `Items & more ${n}`,
  cellsOf: (r: Item) => [r.text, r.amount, 'x'],
  amountColumns: new Set([1]),
  decimalsOf: (r: Item) => r.decimals,
};

async function* batches(items: Item[]) {
  for (const item of items) yield [item];
}

async function fileOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

async function book(items: Item[], sheetRows?: number) {
  const file = await fileOf(xlsxStream(batches(items), layout, sheetRows));
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(file as unknown as ExcelJS.Buffer);
  return { file, read };
}

const HOSTILE = [
  '007',
  '1e5',
  '<b>&amp;</b> "quoted"',
  '  spaced  ',
  'line\nbreak',
  '张三 😀',
  'bell\u0007 nul\u0000 lone\uD800',
];

describe('an XLSX export', () => {
  it('writes text as text cells, whatever it holds, and amounts as numbers in their decimals', async () => {
    const items = HOSTILE.map((text, i) => ({
      text,
      amount: i % 2 ? '-12.345000' : '7',
      decimals: i % 2 ? 6 : 0,
    }));
    const { file, read } = await book(items);
    const sheet = read.worksheets[0]!;
    expect(read.worksheets.map((s) => s.name)).toEqual(['Items & more 1']);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Amount', 'Note']);
    const texts = items.map((_, i) => sheet.getRow(i + 2).getCell(1));
    expect(texts.map((c) => c.type)).toEqual(items.map(() => ExcelJS.ValueType.String));
    expect(texts.map((c) => c.value)).toEqual([...HOSTILE.slice(0, 6), 'bell nul lone\uFFFD']);
    const amounts = items.map((_, i) => sheet.getRow(i + 2).getCell(2));
    expect(amounts.map((c) => c.value)).toEqual(items.map((_, i) => (i % 2 ? -12.345 : 7)));
    expect(amounts.map((c) => c.numFmt)).toEqual(items.map((_, i) => (i % 2 ? '0.000000' : '0')));
    // another reader: the same cells and types
    const other = XLSX.read(file, { cellNF: true });
    const cells = other.Sheets[other.SheetNames[0]!]!;
    expect([cells.A2?.t, cells.A2?.v, cells.B3?.t, cells.B3?.v, cells.B3?.z]).toEqual([
      's',
      '007',
      'n',
      -12.345,
      '0.000000',
    ]);
  });

  it('leaves an empty cell empty and begins a new sheet, headings again, past the rows a sheet holds', async () => {
    const items = [1, 2, 3].map((n) => ({
      text: n === 2 ? '' : `t${n}`,
      amount: n === 3 ? '' : '1.5',
      decimals: 2,
    }));
    const { read } = await book(items, 2);
    expect(read.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Items & more 1', 3],
      ['Items & more 2', 2],
    ]);
    const [first, second] = read.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(first.getRow(3).getCell(1).value).toBeNull();
    expect(second.getRow(1).getCell(1).value).toBe('Text');
    expect(second.getRow(2).values).toEqual([undefined, 't3', undefined, 'x']);
  });

  it('stops reading rows when its reader goes away', async () => {
    let closed = false;
    async function* endless() {
      try {
        for (let n = 0; ; n++)
          yield Array.from({ length: 1000 }, () => ({ text: `row ${n}`, amount: '1', decimals: 2 }));
      } finally {
        closed = true;
      }
    }
    const out = xlsxStream(endless(), layout);
    for await (const _ of out) break; // the first piece read, then the stream is destroyed
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
  });
});
