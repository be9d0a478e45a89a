import { t as message } from '@mc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from '../../lib/download';
import { isApiError } from '../../lib/http/apiError';
import type { DownloadProgress } from '../../lib/http/downloadProgress';
import { fetchFile } from '../../lib/http/fetchFile';
import { currentLang } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/useTranslation';

/** A file the API streams: its path, query and the name to save under when the answer names none. */
export interface FileRequest {
  path: string;
  query: object;
  /** The file's name with its extension, used when the answer names none. */
  fallbackName: string;
}

/** A download under way: which one (the caller's key) and how far it has come (null before the headers). */
export interface DownloadState<K extends string> {
  key: K;
  progress: DownloadProgress | null;
}

/** The bar is redrawn at most this often while chunks arrive. */
const REDRAW_MS = 100;

/**
 * Downloads files the API streams with the session's headers, one at a time, with their progress,
 * then saves each under the name the server gives. A refusal is shown as a message; "cancel" stops
 * the download. `key` tells the caller's buttons which download is under way.
 */
export function useFileDownload<K extends string>() {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState<K> | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (key: K, request: FileRequest) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ key, progress: null });
      // the bar shows the first figures at once, then the latest at most every REDRAW_MS
      let timer: ReturnType<typeof setTimeout> | undefined;
      let latest: DownloadProgress | null = null;
      const draw = () => {
        timer = undefined;
        setState({ key, progress: latest });
      };
      try {
        const file = await fetchFile(request.path, request.query, {
          fallbackName: request.fallbackName,
          signal: abort.signal,
          onProgress: (progress) => {
            const first = latest === null;
            latest = progress;
            if (first) draw();
            else timer ??= setTimeout(draw, REDRAW_MS);
          },
        });
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
    [t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
