import { parseCsv } from '../../../../lib/csv';

export interface SheetRows {
  header: string[];
  rows: string[][];
}

function readText(file: File, onProgress: (ratio: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 0.3);
    };
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

function toStrings(rows: readonly (readonly unknown[])[]): SheetRows {
  const [header = [], ...rest] = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
  );
  return { header, rows: rest.filter((row) => row.some((cell) => cell !== '')) };
}

export const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/** Reads a CSV or XLSX file into a header and rows; progress goes 0..1. The XLSX reader loads lazily. */
export async function readSheet(file: File, onProgress: (ratio: number) => void): Promise<SheetRows> {
  if (isXlsx(file)) {
    onProgress(0.1);
    const { readSheet: readXlsx } = await import('read-excel-file/browser');
    onProgress(0.3);
    const data = await readXlsx(file);
    onProgress(1);
    return toStrings(data);
  }
  const text = await readText(file, onProgress);
  const rows = await parseCsv(text, (ratio) => onProgress(0.3 + ratio * 0.7));
  return toStrings(rows);
}
