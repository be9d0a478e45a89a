import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { xlsxFile } from '../../../testing/collection-imports';
import { storedEntries, zipOf } from '../../../testing/zip-bomb';
import { FORMULA, type SheetRow } from './sheet-rows';
import { xlsxRows } from './xlsx-rows';

const limits = {
  maxRows: 100,
  tooMany: () => new Error('too many'),
  refusal: () => new Error('refused'),
  tooLarge: () => new Error('too large'),
};

async function read(file: Buffer, more: Partial<typeof limits & { maxUnpackedBytes: number }> = {}) {
  const rows: SheetRow[] = [];
  for await (const row of xlsxRows(Readable.from([file]), { ...limits, ...more })) rows.push(row);
  return rows;
}

/** A workbook written by SheetJS: another writer, another order of parts and kinds of cells. */
function sheetJs(rows: unknown[][], bookSST: boolean): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer;
}

describe('the rows of an XLSX file', () => {
  it('exceljs writes the shared strings after the sheet: its rows wait for them, numbered as written', async () => {
    const rows = await read(
      await xlsxFile([['name', 'amount'], [], ['张三', 12.5], ['x', { formula: 'B3*2' }]]),
    );
    expect(rows).toEqual([
      { number: 1, cells: ['name', 'amount'] },
      { number: 3, cells: ['张三', '12.5'] },
      { number: 4, cells: ['x', FORMULA] },
    ]);
  });

  it('SheetJS, with shared strings or inline ones, reads the same', async () => {
    for (const sst of [true, false]) {
      const rows = await read(
        sheetJs(
          [
            ['name', 'ref'],
            ['李四', 'R-1'],
            [7, true],
          ],
          sst,
        ),
      );
      expect(rows.map((r) => r.cells)).toEqual([
        ['name', 'ref'],
        ['李四', 'R-1'],
        ['7', 'true'],
      ]);
    }
  });

  it('refuses an archive that unpacks into more than allowed, as declared or as read', async () => {
    const file = await xlsxFile([
      ['name'],
      ...Array.from({ length: 50 }, (_, i) => [`customer ${i}`.repeat(20)]),
    ]);
    await expect(read(file, { maxUnpackedBytes: 4_000 })).rejects.toThrow('too large');
    // headers that declare less than a part holds: unpacking stops where they said it would end
    const lying = zipOf((await storedEntries(file)).map((e) => ({ ...e, size: Math.min(e.size, 100) })));
    await expect(read(lying)).rejects.toThrow('refused');
  });

  it('stops at the first row over the limit', async () => {
    const file = await xlsxFile(Array.from({ length: 150 }, (_, i) => [`row ${i}`]));
    await expect(read(file)).rejects.toThrow('too many');
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const zip = await xlsxFile([['a']]);
    const renamed = Buffer.from(
      zip.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'),
      'latin1',
    );
    await expect(read(renamed)).rejects.toThrow('refused');
    await expect(read(Buffer.from('PK\x03\x04 broken', 'latin1'))).rejects.toThrow('refused');
  });
});
