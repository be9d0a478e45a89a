import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { openZipArchive, type ZipArchive } from '../../../platform/uploads';
import { type Cell, FORMULA, isBlank, type SheetRow } from './sheet-rows';

/** Columns read of a row: a file's columns past these are passed over. */
const MAX_COLUMNS = 64;
/**
 * Bytes a file may unpack into, all its parts together: a small archive must not unpack into
 * gigabytes, and parsing is the cost that remains (some 7-10 MB of XML per second of CPU). A file
 * of 10,000 rows of the template's columns unpacks into about 4 MB.
 */
export const MAX_UNPACKED_BYTES = 12 * 1024 * 1024;
/** Parts a workbook may hold (a real one has tens). */
const MAX_PARTS = 1000;
/** Declared size over packed size of a large part: real XML packs some 10-50 times, zeros 1000 times. */
const MAX_RATIO = 200;

/** A relationship of the workbook: its id and the part it points to (from `xl/`). */
interface Relationship {
  Id: string;
  Target: string;
}

/**
 * The parts of exceljs's (4.4.0) streaming reader used here: its parsers of the workbook's parts
 * and what they keep. The parts are taken from the archive here, not from exceljs's own unzipping,
 * which would unpack every part of the file, read or not.
 */
interface ReaderInternals {
  sharedStrings?: unknown[];
  workbookRels?: Relationship[];
  model?: { sheets?: { rId: string }[] };
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator<{ value: ExcelJS.Worksheet }>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseRels(entry: Readable): Promise<void>;
}

export interface XlsxLimits {
  maxRows: number;
  tooMany: () => Error;
  /** A file that is not a workbook, or does not read. */
  refusal: () => Error;
  /** A file that unpacks into more than allowed. */
  tooLarge: () => Error;
  maxUnpackedBytes?: number;
}

function textOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) return FORMULA;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/** The file's bytes (an upload, already capped in size). */
async function bytesOf(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The part of the workbook's first sheet (as the workbook lists them), else the first sheet part. */
function firstSheet(internals: ReaderInternals, names: ReadonlySet<string>): string | undefined {
  const rId = internals.model?.sheets?.[0]?.rId;
  const target = internals.workbookRels?.find((r) => r.Id === rId)?.Target;
  const path = target?.startsWith('/') ? target.slice(1) : target && `xl/${target}`;
  if (path && names.has(path)) return path;
  return [...names].find((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
}

/**
 * The rows of the first sheet of an XLSX file, parsed by exceljs's streaming reader from the parts
 * it needs (relationships, workbook, shared strings, the sheet), opened from the archive's central
 * directory: no other part is ever unpacked, and the file is refused before anything is when it
 * declares more than MAX_UNPACKED_BYTES, or as soon as the parts read unpack into more. At most
 * `maxRows` rows that are not blank, else `tooMany()`. A formula is a FORMULA cell. An archive that
 * is not a workbook (no xl/workbook.xml), or does not read, fails with `refusal()`.
 */
export async function* xlsxRows(input: Readable, limits: XlsxLimits): AsyncGenerator<SheetRow> {
  const archive = await openZipArchive(
    await bytesOf(input),
    {
      maxUnpackedBytes: limits.maxUnpackedBytes ?? MAX_UNPACKED_BYTES,
      maxEntries: MAX_PARTS,
      maxRatio: MAX_RATIO,
    },
    { unreadable: limits.refusal, tooLarge: limits.tooLarge },
  );
  let tooMany: Error | null = null;
  try {
    yield* sheetRows(archive, limits.maxRows, () => {
      tooMany = limits.tooMany();
      return tooMany;
    });
  } catch {
    throw tooMany ?? archive.refused ?? limits.refusal();
  } finally {
    archive.close();
  }
}

async function* sheetRows(archive: ZipArchive, maxRows: number, tooMany: () => Error) {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const internals = reader as unknown as ReaderInternals;
  const rels = await archive.open('xl/_rels/workbook.xml.rels');
  if (rels) await internals._parseRels(rels);
  const workbook = await archive.open('xl/workbook.xml');
  if (!workbook) throw new Error('not a workbook');
  await internals._parseWorkbook(workbook);
  internals.sharedStrings = [];
  const strings = await archive.open('xl/sharedStrings.xml');
  if (strings) for await (const _ of internals._parseSharedStrings(strings));
  const part = firstSheet(internals, archive.names);
  const sheet = part && (await archive.open(part));
  if (!sheet) return;
  let rows = 0;
  let last = 0;
  for (const { value } of internals._parseWorksheet(sheet, /(\d*)\.xml$/.exec(part)![1] || '1')) {
    for await (const row of value as unknown as AsyncIterable<ExcelJS.Row>) {
      const number = Number.isSafeInteger(row.number) ? row.number : last + 1;
      last = number;
      const values = (row.values as ExcelJS.CellValue[]).slice(1, MAX_COLUMNS + 1);
      const sheetRow = { number, cells: Array.from(values, textOf) };
      if (isBlank(sheetRow)) continue;
      rows += 1;
      if (rows > maxRows) throw tooMany();
      yield sheetRow;
    }
  }
}
