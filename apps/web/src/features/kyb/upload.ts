import { kybApi as api, type KybFileKind, type KybSubmissionDetail } from '@mc/contract';
import { ApiError } from '../../lib/http/apiError';
import { readEnvelope } from '../../lib/http/envelope';
import { transportFailure } from '../../lib/http/transportFailure';
import { currentLang } from '../../lib/i18n';
import { htmlLang } from '../../lib/lang';
import { notify } from '../../lib/notify';
import { getToken } from '../../lib/session';
import { endSession } from '../../lib/sessionEnd';

/** Uploads may take a while on slow links: 10 MB at 100 KB/s. */
const UPLOAD_TIMEOUT_MS = 120_000;
const UPLOAD_URL = `/api${api.kybUpload.path}`;

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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', htmlLang(currentLang()));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    const fail = (status: number, cause: string) => reject(transportFailure(status, UPLOAD_URL, cause));
    xhr.onerror = () => fail(0, 'network error');
    xhr.ontimeout = () => fail(408, 'timeout');
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const envelope = readEnvelope(body);
      if (!envelope) return fail(xhr.status, xhr.statusText);
      if (envelope.code === 200) {
        onProgress(100);
        return resolve(envelope.data as KybSubmissionDetail);
      }
      const endsSession = envelope.code === 401 || envelope.code === 403;
      if (endsSession) {
        notify.error(envelope.message, 5);
        endSession();
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: envelope.code,
          message: envelope.message,
          errors: envelope.errors,
          handled: endsSession,
        }),
      );
    };
    xhr.send(form);
  });
}
