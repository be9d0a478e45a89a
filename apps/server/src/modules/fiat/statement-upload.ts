import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  sanitizeFileName,
  sniffAccepted,
  TOPUP_STATEMENT_MAX_BYTES,
  TOPUP_STATEMENT_PART,
  type TopupStatementMime,
  topupFields,
  topupStatementMimes,
} from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/errors';
import {
  FileInspector,
  nameProblem,
  type ReaderMessages,
  readerFailure,
  storeInspected,
  type UploadRules,
} from '../../platform/uploads';
import type { BlobStore } from '../../rails/blob/types';

const FIELDS = Object.keys(topupFields.shape);

/** What busboy may read of one request at most: the fields and one statement. */
export const statementLimits = {
  files: 1,
  parts: FIELDS.length + 2,
  fields: FIELDS.length + 1,
  fieldSize: 256,
  fieldNameSize: 64,
  headerPairs: 20,
  fileSize: TOPUP_STATEMENT_MAX_BYTES + 1,
};

const rules: UploadRules<TopupStatementMime> = {
  sniff: (head) => sniffAccepted(head, topupStatementMimes),
  maxBytes: TOPUP_STATEMENT_MAX_BYTES,
  messages: { tooLarge: 'statement_too_large', empty: 'statement_empty', type: 'statement_type' },
};
const readerMessages: ReaderMessages = {
  tooManyFiles: { field: TOPUP_STATEMENT_PART, key: 'unknown_field', max: 1 },
  tooLarge: { key: 'statement_too_large', maxBytes: TOPUP_STATEMENT_MAX_BYTES },
  malformed: 'topup_upload_malformed',
};

export interface StoredStatement {
  key: string;
  name: string;
  mime: TopupStatementMime;
  size: number;
  sha256: string;
}

/** What a top-up request carried: its text fields as sent, and the statement once stored. */
export interface TopupUpload {
  fields: Record<string, string>;
  statement: StoredStatement | null;
}

/**
 * Reads a top-up's multipart body: its text fields, and the one `statement` file part streamed through
 * the inspector (type by content among the accepted ones, at most 10 MB; an archive stored as it is,
 * never opened) into storage. On any refusal nothing stays stored.
 */
export async function readTopupUpload(req: FastifyRequest, storage: BlobStore): Promise<TopupUpload> {
  const out: TopupUpload = { fields: {}, statement: null };
  const parts = req.parts({ limits: statementLimits })[Symbol.asyncIterator]();
  let field = TOPUP_STATEMENT_PART;
  try {
    for (;;) {
      let next: IteratorResult<MultipartFile | MultipartValue>;
      try {
        next = await parts.next();
      } catch (err) {
        throw readerFailure(err, field, readerMessages);
      }
      if (next.done) return out;
      const part = next.value;
      field = part.fieldname;
      if (part.type === 'field') {
        if (!FIELDS.includes(field) || field in out.fields || typeof part.value !== 'string') {
          throw fail.field(field, 'unknown_field');
        }
        out.fields[field] = part.value;
        continue;
      }
      if (field !== TOPUP_STATEMENT_PART || out.statement) throw fail.field(field, 'unknown_field');
      const name = sanitizeFileName(part.filename, 'statement');
      if (nameProblem(part.filename)) throw fail.field(field, 'statement_name_invalid', { name });
      const inspector = new FileInspector(field, name, TOPUP_STATEMENT_MAX_BYTES, rules);
      const stored = await storeInspected(storage, part.file, inspector, (err) =>
        readerFailure(err, field, readerMessages),
      );
      out.statement = { ...stored, name };
    }
  } catch (err) {
    if (out.statement) await storage.delete(out.statement.key);
    throw err;
  }
}
