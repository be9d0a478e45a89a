import type { MultipartFile } from '@fastify/multipart';
import { BANK_FILE_MAX_MB, BANK_FILE_PART } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../platform/errors';
import { nameProblem, type ReaderMessages, readerFailure } from '../../platform/uploads';

const MAX_BYTES = BANK_FILE_MAX_MB * 1024 * 1024;

/** What busboy may read of one import: one file, nothing else. */
export const bankFileLimits = {
  files: 1,
  parts: 2,
  fields: 0,
  fieldSize: 1,
  fieldNameSize: 64,
  headerPairs: 20,
  fileSize: MAX_BYTES + 1,
};

const readerMessages: ReaderMessages = {
  tooManyFiles: { field: BANK_FILE_PART, key: 'unknown_field', max: 1 },
  tooLarge: { key: 'bank_file_too_large', maxBytes: MAX_BYTES },
  malformed: 'topup_upload_malformed',
};

/** Reads the one `file` part of an import into memory (at most the limit): its name and bytes. */
export async function readBankFileUpload(req: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw new AppError(415, 'bank_file_not_multipart');
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: bankFileLimits });
  } catch (err) {
    throw readerFailure(err, BANK_FILE_PART, readerMessages);
  }
  if (!part) throw fail.field(BANK_FILE_PART, 'bank_file_required');
  if (part.fieldname !== BANK_FILE_PART) throw fail.field(part.fieldname, 'unknown_field');
  if (nameProblem(part.filename)) throw fail.field(BANK_FILE_PART, 'bank_file_not_xml');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (err) {
    throw readerFailure(err, BANK_FILE_PART, readerMessages);
  }
  return { name: part.filename || 'bank-file.xml', bytes: Buffer.concat(chunks) };
}
