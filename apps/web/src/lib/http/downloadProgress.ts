const LINE_END = 0x0a;

/** How far a streamed file has come, from its headers and the bytes received so far. */
export interface DownloadProgress {
  bytes: number;
  /** `Content-Length`, when the server sent one. */
  totalBytes: number | null;
  /** Line ends received so far. */
  lines: number;
  /** `X-Export-Rows`: the data rows the whole file holds, when the server said. */
  totalRows: number | null;
}

function headerNumber(headers: Headers, name: string): number | null {
  const text = headers.get(name);
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Nothing received yet; the totals the response's headers announce. */
export function startProgress(headers: Headers): DownloadProgress {
  return {
    bytes: 0,
    totalBytes: headerNumber(headers, 'Content-Length'),
    lines: 0,
    totalRows: headerNumber(headers, 'X-Export-Rows'),
  };
}

/** The progress after one more chunk of the body. */
export function withChunk(progress: DownloadProgress, chunk: Uint8Array): DownloadProgress {
  let lines = 0;
  for (let i = chunk.indexOf(LINE_END); i !== -1; i = chunk.indexOf(LINE_END, i + 1)) lines++;
  return { ...progress, bytes: progress.bytes + chunk.byteLength, lines: progress.lines + lines };
}

/** Data rows of a line-per-row file (CSV) received so far: lines after the header, never over the total. */
export function rowsReceived(progress: DownloadProgress, headerLines = 1): number {
  const rows = Math.max(0, progress.lines - headerLines);
  return progress.totalRows === null ? rows : Math.min(rows, progress.totalRows);
}

/**
 * Percent done (0-100), by rows for a line-per-row file or by bytes; null when the total is unknown
 * (the bar is then indeterminate).
 */
export function progressPercent(progress: DownloadProgress, by: 'rows' | 'bytes'): number | null {
  const [done, total] =
    by === 'rows' ? [rowsReceived(progress), progress.totalRows] : [progress.bytes, progress.totalBytes];
  if (total === null) return null;
  if (total === 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}
