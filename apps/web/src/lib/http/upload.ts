import { currentLang } from '../i18n';
import { htmlLang } from '../lang';
import { notify } from '../notify';
import { endSession } from '../sessionEnd';
import { ApiError } from './apiError';
import { isToastedRefusal } from './client';
import { readEnvelope } from './envelope';
import { endOperatorSession, isOpsPath, tokenFor } from './operatorSession';
import { ERROR_TOAST_SECONDS, transportFailure } from './transportFailure';

/** Uploads may take a while on slow links: 10 MB at 100 KB/s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends a form as multipart/form-data to an API path (below /api) with the session's token (the
 * operator's on a back-office path, `/ops/…`, else the merchant's) and the page's language (and
 * `headers`, e.g. an Idempotency-Key), reporting progress in percent. Answers the envelope's data;
 * failures are ApiErrors like every other call's (401/403 end that session, 40301 keeps it).
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  const url = `/api${path}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', htmlLang(currentLang()));
    const token = tokenFor(path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    const fail = (status: number, cause: string) => reject(transportFailure(status, url, cause));
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
        return resolve(envelope.data as T);
      }
      const endsSession = envelope.code === 401 || envelope.code === 403;
      // a missing permission (40301) keeps the session: shown once, then the caller's
      const toasted = isToastedRefusal(envelope.code);
      if (toasted) notify.error(envelope.message, ERROR_TOAST_SECONDS);
      if (endsSession) {
        notify.error(envelope.message, 5);
        if (isOpsPath(path)) endOperatorSession();
        else endSession();
      }
      reject(
        new ApiError({
          status: xhr.status,
          code: envelope.code,
          message: envelope.message,
          errors: envelope.errors,
          reason: envelope.reason,
          handled: endsSession || toasted,
        }),
      );
    };
    xhr.send(form);
  });
}
