import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MessageKey } from '@mc/contract';
import { newStorageKey } from '../../rails/blob/keys';
import type { BlobStore } from '../../rails/blob/types';
import { AppError, fail } from '../errors';
import type { FileInspector } from './inspect';

/** A name with a path in it (or control characters) is refused rather than guessed at. */
export function nameProblem(filename: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /[/\\\u0000-\u001f\u007f]/.test(filename) || filename === '.' || filename === '..';
}

/** How an upload's reader failures read: too many files, a file over the limit, a broken body. */
export interface ReaderMessages {
  tooManyFiles: { field: string; key: MessageKey; max: number };
  tooLarge: { key: MessageKey; maxBytes: number };
  malformed: MessageKey;
}

/** Maps what the multipart reader reports onto the API's answers (limits: 422, broken bodies: 400). */
export function readerFailure(err: unknown, field: string, messages: ReaderMessages): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    const { field: f, key, max } = messages.tooManyFiles;
    return fail.field(f, key, { max });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fail.field(field, messages.tooLarge.key, { max: messages.tooLarge.maxBytes / (1024 * 1024) });
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return fail.field('body', 'unknown_field');
  if (
    code.startsWith('FST_') ||
    /multipart|boundary|unexpected end|terminated early|malformed/i.test(String(err))
  ) {
    return new AppError(400, messages.malformed);
  }
  return err;
}

/**
 * Streams one file part through its inspector into storage under a new key. On any failure nothing
 * stays stored and the inspector's refusal (or the reader's failure, mapped) is thrown.
 */
export async function storeInspected<M extends string>(
  storage: BlobStore,
  file: Readable,
  inspector: FileInspector<M>,
  failure: (err: unknown) => unknown,
): Promise<{ key: string; mime: M; size: number; sha256: string }> {
  const key = newStorageKey();
  const results = await Promise.allSettled([pipeline(file, inspector), storage.put(key, inspector)]);
  const rejected = results.find((r) => r.status === 'rejected');
  if (rejected) {
    await storage.delete(key);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    throw reasons.find((r) => r instanceof AppError) ?? failure(rejected.reason);
  }
  return { key, mime: inspector.mime!, size: inspector.size, sha256: inspector.digest() };
}
