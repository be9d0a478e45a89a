import { useCallback, useMemo } from 'react';
import type { DownloadProgress } from '../../lib/http/downloadProgress';
import { useFileDownload } from './useFileDownload';

/** The formats a list exports to. */
export type ExportFormat = 'csv' | 'xlsx';

/** An export under way: its format and how far it has come (null before the answer's headers). */
export interface ExportState {
  format: ExportFormat;
  progress: DownloadProgress | null;
}

/** What to export: the API path that streams the file, the list's filters, the name when none is given. */
export interface ExportSource {
  path: string;
  query: object;
  /** The file's name without its extension, used when the answer names none. */
  fallbackName: string;
}

/**
 * Exports every row matching the list's filters as a file: streamed with its progress, then saved
 * under the name the server gives. A refusal is shown as a message; "cancel" stops the download.
 */
export function useFileExport({ path, query, fallbackName }: ExportSource) {
  const download = useFileDownload<ExportFormat>();
  const { start: startDownload } = download;
  const start = useCallback(
    (format: ExportFormat) =>
      startDownload(format, { path, query: { ...query, format }, fallbackName: `${fallbackName}.${format}` }),
    [startDownload, path, query, fallbackName],
  );
  const state = useMemo<ExportState | null>(
    () => (download.state ? { format: download.state.key, progress: download.state.progress } : null),
    [download.state],
  );
  return { state, start, cancel: download.cancel };
}
