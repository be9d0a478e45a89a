import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { CsvDecoder } from './csv-decoder';
import type { SheetRow } from './sheet-rows';

/** One field may not outgrow this (characters): a stray quote would otherwise swallow the file. */
const MAX_RECORD_CHARS = 64 * 1024;

/**
 * The rows of a CSV file as they arrive: decoded (UTF-8 with or without a byte order mark, or GBK),
 * parsed by csv-parse (RFC 4180: quotes, doubled quotes, line breaks inside quotes), numbered as
 * a spreadsheet numbers them (a blank line is a row too). `decoder.encoding` is known once read.
 * A file that is not text, or not CSV, fails with `refusal()`.
 */
export function csvRows(
  input: Readable,
  refusal: () => Error,
): { rows: AsyncGenerator<SheetRow>; decoder: CsvDecoder } {
  const decoder = new CsvDecoder(refusal);
  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_CHARS,
  });
  input.on('error', (err) => decoder.destroy(err));
  decoder.on('error', (err) => parser.destroy(err));
  input.pipe(decoder).pipe(parser);
  async function* rows(): AsyncGenerator<SheetRow> {
    let number = 0;
    try {
      for await (const record of parser as AsyncIterable<string[]>) {
        number += 1;
        yield { number, cells: record };
      }
    } catch (err) {
      throw err instanceof CsvError ? refusal() : err;
    } finally {
      parser.destroy();
    }
  }
  return { rows: rows(), decoder };
}
