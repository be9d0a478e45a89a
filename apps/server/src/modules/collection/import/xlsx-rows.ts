import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { type Cell, FORMULA, isBlank, type SheetRow } from './sheet-rows';

/** Columns read of a row: a file's columns past these are passed over. */
const MAX_COLUMNS = 64;
/** XML read out of one file, all parts together: a small archive must not unpack into gigabytes. */
export const MAX_XML_BYTES = 64 * 1024 * 1024;

/** A cell of a sheet read before the shared strings: the index of its text among them. */
interface SharedString {
  sharedString: number;
}
type Value = ExcelJS.CellValue | SharedString;

/**
 * The parts of exceljs's (4.4.0) streaming reader used here: how it reads the workbook's parts, and
 * the shared strings and relations it keeps. A sheet is streamed at once only when both are known;
 * otherwise it would be unpacked into a temporary file first (unbounded, for a hostile archive).
 */
interface ReaderInternals {
  sharedStrings?: unknown[];
  workbookRels?: unknown[];
  model?: unknown;
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator<unknown>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseRels(entry: Readable): Promise<void>;
}

function textOf(value: Value): Cell | SharedString {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) return FORMULA;
  if ('sharedString' in value) return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('error' in value) return String(value.error);
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/**
 * The rows of the first sheet of an XLSX file, streamed by exceljs's `WorkbookReader` (the sheet's
 * XML is read as it is unpacked; every part it reads is counted against MAX_XML_BYTES). Excel writes
 * the shared strings after the sheets: rows read before them wait (at most `maxRows` that are not
 * blank, else `tooMany()`) and are given once the strings are known. A formula is a FORMULA cell.
 * An archive that is not a workbook (no xl/workbook.xml), or does not read, fails with `refusal()`.
 */
export async function* xlsxRows(
  input: Readable,
  limits: { maxRows: number; tooMany: () => Error; refusal: () => Error; maxXmlBytes?: number },
): AsyncGenerator<SheetRow> {
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const internals = reader as unknown as ReaderInternals;
  /** What this reader refused with (anything else thrown inside exceljs means the file does not read). */
  let stopped: Error | null = null;
  const stop = (err: Error) => {
    stopped = err;
    return err;
  };
  let xmlBytes = 0;
  async function* counted(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      xmlBytes += chunk.length;
      if (xmlBytes > (limits.maxXmlBytes ?? MAX_XML_BYTES)) throw stop(limits.refusal());
      yield chunk;
    }
  }
  const worksheet = internals._parseWorksheet.bind(reader);
  internals._parseWorksheet = (iterator, sheetNo) => worksheet(counted(iterator), sheetNo);
  for (const part of ['_parseSharedStrings', '_parseWorkbook', '_parseRels'] as const) {
    const parse = internals[part].bind(reader) as (entry: Readable) => never;
    internals[part] = (entry: Readable) => {
      if (part === '_parseWorkbook') workbook = true;
      return parse(Readable.from(counted(entry)));
    };
  }
  // Known from the start, so that every sheet streams: a shared string not read yet is kept as its
  // index, a sheet read before the workbook's part goes without its name.
  let workbook = false;
  internals.workbookRels = [];
  internals.model = { sheets: [] };
  internals.sharedStrings = new Proxy<unknown[]>([], {
    get: (target, key) =>
      typeof key === 'string' && /^\d+$/.test(key) ? { sharedString: Number(key) } : Reflect.get(target, key),
  });
  const waiting: (Cell | SharedString)[][] = [];
  const numbers: number[] = [];
  let first = true;
  let last = 0;
  try {
    for await (const sheet of reader) {
      if (!first) continue;
      first = false;
      for await (const row of sheet) {
        const number = Number.isSafeInteger(row.number) ? row.number : last + 1;
        last = number;
        const values = (row.values as Value[]).slice(1, MAX_COLUMNS + 1);
        const cells = Array.from(values, textOf);
        const ready = !waiting.length && cells.every((c) => typeof c !== 'object');
        if (ready) {
          const sheetRow = { number, cells: cells as Cell[] };
          if (!isBlank(sheetRow)) yield sheetRow;
          continue;
        }
        if (cells.every((c) => typeof c === 'string' && !c.trim())) continue;
        if (waiting.length >= limits.maxRows) throw stop(limits.tooMany());
        waiting.push(cells);
        numbers.push(number);
      }
    }
  } catch (err) {
    throw err === stopped ? err : limits.refusal();
  }
  if (!workbook) throw limits.refusal();
  const strings = Array.isArray(internals.sharedStrings) ? internals.sharedStrings : [];
  for (const [i, cells] of waiting.entries()) {
    const resolved = cells.map((c) =>
      typeof c === 'object' ? textOf((strings[c.sharedString] ?? '') as Value) : c,
    );
    yield { number: numbers[i]!, cells: resolved.map((c) => (typeof c === 'object' ? '' : c)) };
  }
}
