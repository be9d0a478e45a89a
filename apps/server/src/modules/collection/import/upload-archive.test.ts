import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../../testing/app-hooks';
import { HEADINGS_EN, uploadImport, validRows, xlsxFile } from '../../../testing/collection-imports';
import { withZipBomb } from '../../../testing/zip-bomb';

// An XLSX upload is a ZIP archive: whatever part of it is a zip bomb (3.9 GiB of zeros packed into
// some 4 MB, within the 5 MB an upload may be), the server spends at most 2 s of CPU on it.
const t = appPerFile();
const [a] = twoMerchantsPerFile(t);

const CPU_BUDGET_MS = 2000;

/** Uploads a file; its answer and the CPU the server (this process) spent on it. */
async function upload(file: Buffer, name: string) {
  const before = process.cpuUsage();
  const res = await uploadImport(t, a.token, file, name);
  const used = process.cpuUsage(before);
  return { res, cpuMs: (used.user + used.system) / 1000 };
}

describe('an XLSX upload holding a zip bomb', () => {
  it('is refused on its file, before anything is unpacked, when a part declares its 3.9 GiB', async () => {
    const book = await xlsxFile([HEADINGS_EN, ...validRows(2)]);
    const bomb = await withZipBomb(book, 'xl/media/image1.png');
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const { res, cpuMs } = await upload(bomb, 'bomb.xlsx');
    expect(res.status, res.res.body).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'file', message: 'bomb.xlsx: unpacks into more than 12 MB and is not read' },
    ]);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it('never unpacks a part the reader does not need, whatever size its headers declare', async () => {
    const book = await xlsxFile([HEADINGS_EN, ...validRows(2)]);
    const bomb = await withZipBomb(book, 'xl/media/image1.png', 1000);
    const { res, cpuMs } = await upload(bomb, 'lying.xlsx');
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ format: 'xlsx', rows_total: 2, rows_valid: 2 });
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it('stops unpacking a part it reads as soon as it unpacks into more than declared', async () => {
    const book = await xlsxFile([HEADINGS_EN, ...validRows(2)]);
    const bomb = await withZipBomb(book, 'xl/worksheets/sheet1.xml', 8 * 2 ** 20);
    const { res, cpuMs } = await upload(bomb, 'sheet.xlsx');
    expect(res.status, res.res.body).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'file', message: 'sheet.xlsx: only a CSV or XLSX file is accepted (checked by content)' },
    ]);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });
});
