import { toCsv } from '../../../../lib/csv';
import { downloadBlob, downloadText } from '../../../../lib/download';
import { orderFields, type SampleOrder } from './sampleOrders';

type Label = (field: keyof SampleOrder, value: string) => string;

function table(rows: SampleOrder[], header: string[], label: Label): string[][] {
  return [header, ...rows.map((row) => orderFields.map((field) => label(field, row[field])))];
}

export function exportCsv(rows: SampleOrder[], header: string[], label: Label, fileName: string): void {
  downloadText(toCsv(table(rows, header, label)), fileName, 'text/csv;charset=utf-8');
}

/** XLSX: the writer loads only when asked for. Amounts stay text cells (no float rounding). */
export async function exportXlsx(
  rows: SampleOrder[],
  header: string[],
  label: Label,
  fileName: string,
): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = table(rows, header, label).map((row) => row.map((value) => ({ value, type: String })));
  downloadBlob(await writeXlsxFile(data).toBlob(), fileName);
}
