import { sniffUpload } from '@mc/contract';

export type ImportFormat = 'csv' | 'xlsx';

/** A byte that plain text does not hold: NUL and the control characters but tab, line feed and return. */
const notText = (b: number) => b === 0 || b === 0x7f || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);

/**
 * The type of an import by its first bytes: a ZIP archive is taken for an XLSX (the reader then
 * insists on xl/workbook.xml inside), text for a CSV (UTF-16, with its NUL bytes, is not taken);
 * any other known type (PDF, an image, RAR) is refused.
 */
export function importFileType(head: Uint8Array): ImportFormat | null {
  const known = sniffUpload(head);
  if (known === 'application/zip') return 'xlsx';
  if (known) return null;
  return head.some(notText) ? null : 'csv';
}
