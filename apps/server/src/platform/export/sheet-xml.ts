/**
 * The XML of a worksheet as an export writes it (SpreadsheetML): rows of text cells (inline strings,
 * no shared-strings table that would grow with the file) and number cells with a style (their format).
 */
import { neutralCell } from './formula-cells';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const namespaces = `xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"`;

/** What text cannot hold as XML: markup, control characters XML 1.0 forbids, unpaired surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const SPECIAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const MARKUP = /[&<>"]/g;
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data (or an attribute's value): markup escaped, what XML forbids left out. */
export function xmlText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(UNPAIRED, '\uFFFD')
    .replace(FORBIDDEN, '')
    .replace(MARKUP, (c) => ENTITIES[c]!);
}

/** A column's letters (0 → A, 26 → AA). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Whether text begins or ends with a space, tab or line break (kept only when the text says so). */
const edgeSpace = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

/**
 * A text cell: an inline string (an empty text is an empty cell, not written), neutralised as in a
 * CSV (`neutralCell`: editing a cell that begins like a formula would turn it into one).
 */
export function textCell(ref: string, text: string): string {
  if (text === '') return '';
  const value = neutralCell(text);
  const t = edgeSpace(value) ? '<t xml:space="preserve">' : '<t>';
  return `<c r="${ref}" t="inlineStr"><is>${t}${xmlText(value)}</t></is></c>`;
}

/** A decimal number as XML Schema writes one (what an amount's text is). */
const DECIMAL = /^-?\d{1,300}(?:\.\d{1,300})?$/;

/** A number cell in the style `style` (its number format); a text that is no number stays text. */
export function numberCell(ref: string, value: string, style: number): string {
  if (value === '') return '';
  if (!DECIMAL.test(value)) return textCell(ref, value);
  return `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
}

/** A row: its number (from 1) and its cells' XML. */
export const rowXml = (row: number, cells: string) => `<row r="${row}">${cells}</row>`;

/** A worksheet's XML before its rows: `columns` columns `width` characters wide. */
export function sheetStart(columns: number, width: number): string {
  const cols = columns ? `<cols><col min="1" max="${columns}" width="${width}" customWidth="1"/></cols>` : '';
  return `${XML_DECLARATION}<worksheet ${namespaces}><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';
