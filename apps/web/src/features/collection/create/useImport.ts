import { type CollectionImport, IMPORT_MAX_BYTES, t as message } from '@mc/contract';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { useLang } from '../../../lib/useLang';
import { createIdempotencyKeys } from '../../receive/index';
import { commitImport, type ImportMode, uploadImport } from './importApi';

/** Where an import is: choosing a file, uploading it, its preview, committing it, done. */
export type ImportStage =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number }
  | { step: 'preview'; preview: CollectionImport }
  | { step: 'committing'; preview: CollectionImport; mode: ImportMode }
  | { step: 'done'; result: CollectionImport };

const ACCEPTED = /\.(csv|xlsx)$/i;

/** The steps of an import, and what went wrong at the last one (a message, or null). */
export function useImport() {
  const lang = useLang();
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const keys = useRef(createIdempotencyKeys()).current;

  const fail = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    setProblem(error instanceof Error ? error.message : String(error));
  };

  /** Checks what the browser can (name, size), then uploads; a committed file shows its result. */
  const upload = async (file: File) => {
    setProblem(null);
    if (!ACCEPTED.test(file.name)) return setProblem(message('import_file_type', lang, { name: file.name }));
    if (file.size > IMPORT_MAX_BYTES)
      return setProblem(message('import_too_large', lang, { max: IMPORT_MAX_BYTES / 1024 / 1024 }));
    setStage({ step: 'uploading', percent: 0 });
    try {
      const preview = await uploadImport(file, (percent) => setStage({ step: 'uploading', percent }));
      setStage(
        preview.status === 'committed' ? { step: 'done', result: preview } : { step: 'preview', preview },
      );
    } catch (error) {
      setStage({ step: 'choose' });
      fail(error);
    }
  };

  const commit = async (preview: CollectionImport, mode: ImportMode) => {
    setProblem(null);
    setStage({ step: 'committing', preview, mode });
    try {
      const result = await commitImport(preview.id, mode, keys.keyFor({ id: preview.id, mode }));
      keys.done();
      setStage({ step: 'done', result });
    } catch (error) {
      setStage({ step: 'preview', preview });
      fail(error);
    }
  };

  const restart = () => {
    setProblem(null);
    setStage({ step: 'choose' });
  };

  return { stage, problem, upload, commit, restart };
}
