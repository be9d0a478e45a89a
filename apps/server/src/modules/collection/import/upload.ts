import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { IMPORT_MAX_BYTES, sanitizeFileName } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../../platform/errors';
import {
  FileInspector,
  type MultipartLimits,
  nameProblem,
  type ReaderMessages,
  readerFailure,
  type UploadRules,
} from '../../../platform/uploads';
import { type ImportFormat, importFileType } from './file-type';

/** The one part of an upload. */
export const FILE_PART = 'file';

/** What busboy may read of one request at most: one file, no other field. */
export const importLimits: MultipartLimits = {
  files: 1,
  parts: 2,
  fields: 0,
  fieldSize: 0,
  fieldNameSize: 64,
  headerPairs: 20,
  fileSize: IMPORT_MAX_BYTES + 1,
};

const rules: UploadRules<ImportFormat> = {
  sniff: importFileType,
  maxBytes: IMPORT_MAX_BYTES,
  messages: { tooLarge: 'import_too_large', empty: 'import_file_empty', type: 'import_file_type' },
};
const readerMessages: ReaderMessages = {
  tooManyFiles: { field: FILE_PART, key: 'unknown_field', max: 1 },
  tooLarge: { key: 'import_too_large', maxBytes: IMPORT_MAX_BYTES },
  malformed: 'bad_request',
};

/** An uploaded file as its reader sees it: checked bytes, in the format its content says. */
export interface ImportFile {
  name: string;
  format: ImportFormat;
  bytes: Readable;
  /** The refusal of a file that turns out not to be of its format. */
  refusal(): AppError;
}

/**
 * Reads an import's multipart body: exactly one part, `file`, streamed through the upload inspector
 * (its type by content, at most 5 MB, its SHA-256) into `read`, which parses it as it arrives. The
 * inspector's refusal, or the reader's failure, wins over whatever the parse made of a cut file.
 */
export async function readImportUpload<T>(
  req: FastifyRequest,
  read: (file: ImportFile) => Promise<T>,
): Promise<{ name: string; format: ImportFormat; sha256: string; result: T }> {
  if (!req.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  const parts = req.parts({ limits: importLimits })[Symbol.asyncIterator]();
  let next: IteratorResult<MultipartFile | MultipartValue>;
  try {
    next = await parts.next();
  } catch (err) {
    throw readerFailure(err, FILE_PART, readerMessages);
  }
  if (next.done) throw fail.field(FILE_PART, 'import_file_required');
  const part = next.value;
  if (part.type !== 'file' || part.fieldname !== FILE_PART) throw fail.field(part.fieldname, 'unknown_field');
  const name = sanitizeFileName(part.filename, 'import');
  const refusal = () => fail.field(FILE_PART, 'import_file_type', { name });
  if (nameProblem(part.filename)) throw refusal();
  const inspector = new FileInspector(FILE_PART, name, IMPORT_MAX_BYTES, rules);
  let failure: unknown = null;
  const piped = pipeline(part.file, inspector).catch((err: unknown) => {
    failure ??= err;
  });
  // The inspector passes nothing on before it knows the type: its first chunk tells the format.
  const chunks = inspector[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  async function* bytes(): AsyncGenerator<Buffer> {
    try {
      for (let c = await chunks.next(); !c.done; c = await chunks.next()) yield c.value;
    } catch (err) {
      // The parser sees the file end here; the failure is answered once it has stopped.
      failure ??= err;
    }
  }
  const source = bytes();
  const first = await source.next();
  const failed = () => (failure ? readerFailure(failure, FILE_PART, readerMessages) : null);
  try {
    if (first.done || !inspector.mime) throw failed() ?? refusal();
    const rest = async function* () {
      yield first.value;
      yield* source;
    };
    const bytesOut = Readable.from(rest(), { objectMode: false });
    let result: T;
    try {
      result = await read({ name, format: inspector.mime, bytes: bytesOut, refusal });
    } catch (err) {
      throw failed() ?? err;
    }
    // A reader may stop before the end (an archive's central directory): the rest is still counted and hashed.
    bytesOut.unpipe();
    bytesOut.resume();
    await piped;
    const cut = failed();
    if (cut) throw cut;
    // Anything after the one file part is refused, as it would be by the limits.
    if (!(await parts.next().catch(() => ({ done: false }))).done) throw fail.field('body', 'unknown_field');
    return { name, format: inspector.mime, sha256: inspector.digest(), result };
  } finally {
    inspector.destroy();
  }
}
