import { t as message } from '@mc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../lib/download';
import { isApiError } from '../../lib/http/apiError';
import type { DownloadProgress } from '../../lib/http/downloadProgress';
import { fetchFile } from '../../lib/http/fetchFile';
import { currentLang } from '../../lib/i18n';
import { notify } from '../../lib/notify';

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

/** The bar is redrawn at most this often while chunks arrive. */
const REDRAW_MS = 100;

/**
 * Exports every row matching the list's filters as a file: streamed with its progress, then saved
 * under the name the server gives. A refusal is shown as a message; "cancel" stops the download.
 */
export function useFileExport({ path, query, fallbackName }: ExportSource) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ format, progress: null });
      // the bar shows the first figures at once, then the latest at most every REDRAW_MS
      let timer: ReturnType<typeof setTimeout> | undefined;
      let latest: DownloadProgress | null = null;
      const draw = () => {
        timer = undefined;
        setState({ format, progress: latest });
      };
      try {
        const file = await fetchFile(
          path,
          { ...query, format },
          {
            fallbackName: `${fallbackName}.${format}`,
            signal: abort.signal,
            onProgress: (progress) => {
              const first = latest === null;
              latest = progress;
              if (first) draw();
              else timer ??= setTimeout(draw, REDRAW_MS);
            },
          },
        );
        downloadBlob(file.blob, file.fileName);
        notify.success(t('common.export.saved', { name: file.fileName }));
      } catch (error) {
        if (!abort.signal.aborted && !(isApiError(error) && error.handled))
          notify.error(
            error instanceof Error && error.message ? error.message : message('export_failed', currentLang()),
          );
      } finally {
        clearTimeout(timer);
        controller.current = null;
        setState(null);
      }
    },
    [path, query, fallbackName, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
