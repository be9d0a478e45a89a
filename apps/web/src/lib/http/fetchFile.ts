import { envelopeError } from './client';
import { fileNameFromDisposition } from './contentDisposition';
import { type DownloadProgress, startProgress, withChunk } from './downloadProgress';
import { readResponseEnvelope } from './envelope';
import { requestHeaders } from './headers';
import { tokenFor } from './operatorSession';
import { transportFailure } from './transportFailure';
import { buildUrl } from './url';

/** A file the API sent, ready to save. */
export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

interface Options {
  /** The name to save under when the answer's `Content-Disposition` names none. */
  fallbackName: string;
  onProgress: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

async function readBody(response: Response, o: Options): Promise<Blob> {
  let progress = startProgress(response.headers);
  o.onProgress(progress);
  const type = response.headers.get('Content-Type') ?? '';
  const reader = response.body?.getReader();
  if (!reader) {
    const whole = new Uint8Array(await response.arrayBuffer());
    o.onProgress(withChunk(progress, whole));
    return new Blob([whole], { type });
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress = withChunk(progress, value);
    o.onProgress(progress);
  }
  return new Blob(chunks, { type });
}

/**
 * A file the API streams (an export) with the session's headers (SHELL-38; no timeout: the file takes
 * as long as it takes, the caller may abort): the operator's on a back-office path (`/ops/…`), else the
 * merchant's. The body is read chunk by chunk, reporting progress. A refusal is thrown as the
 * envelope's ApiError (401/403 end the session as for any call).
 */
export async function fetchFile(path: string, query: unknown, o: Options): Promise<FetchedFile> {
  const url = await buildUrl(path, query);
  const headers = requestHeaders(undefined, false, tokenFor(path));
  headers.set('Accept', '*/*');
  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers, signal: o.signal });
  } catch (cause) {
    if (o.signal?.aborted) throw cause;
    throw transportFailure(0, url, cause);
  }
  if (!response.ok) {
    const envelope = await readResponseEnvelope(response);
    if (!envelope) throw transportFailure(response.status, url, response.statusText);
    throw envelopeError(response, envelope, { access: 'merchant', path });
  }
  const blob = await readBody(response, o);
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), o.fallbackName),
  };
}
