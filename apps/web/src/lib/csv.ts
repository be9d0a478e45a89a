// CSV (RFC 4180): quoted fields, doubled quotes, CRLF or LF line ends.
import { yieldToBrowser } from './yieldToBrowser';

/**
 * Parses CSV text in slices of `sliceChars`, reporting progress (0..1) and yielding to the browser
 * between slices, so that a large file shows a moving progress bar instead of freezing the page.
 */
export async function parseCsv(
  text: string,
  onProgress: (ratio: number) => void = () => undefined,
  sliceChars = 200_000,
): Promise<string[][]> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
    if (i > 0 && i % sliceChars === 0) {
      onProgress(i / source.length);
      await yieldToBrowser();
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  onProgress(1);
  return rows;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows to CSV text with a BOM, so that spreadsheet programs read UTF-8 (Chinese) correctly. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
