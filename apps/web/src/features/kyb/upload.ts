import { kybApi as api, type KybFileKind, type KybSubmissionDetail } from '@mc/contract';
import { uploadForm } from '../../lib/http/upload';

/**
 * Sends documents to the draft as multipart/form-data (one part per file, named by its kind),
 * reporting progress in percent. Answers the draft; failures are ApiErrors like every other call.
 */
export function uploadKybFiles(
  files: { kind: KybFileKind; file: Blob; name: string }[],
  onProgress: (percent: number) => void,
): Promise<KybSubmissionDetail> {
  const form = new FormData();
  for (const f of files) form.append(f.kind, f.file, f.name);
  return uploadForm<KybSubmissionDetail>(api.kybUpload.path, form, onProgress);
}
