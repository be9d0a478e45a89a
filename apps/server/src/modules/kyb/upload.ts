import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  KYB_MAX_FILES,
  KYB_MAX_TOTAL_BYTES,
  type KybFileKind,
  type KybMime,
  type KybSubmissionDetail,
  kybFileKinds,
  kybMimes,
  sanitizeKybFileName,
  sniffAccepted,
} from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import {
  FileInspector,
  readerFailure as mapReaderFailure,
  nameProblem,
  type ReaderMessages,
  storeInspected,
  type UploadRules,
} from '../../platform/uploads';
import type { BlobStore } from '../../rails/blob/types';
import { merchantService } from '../merchants';
import { draftUsage, editableDraft } from './drafts';
import { kybRepo } from './repo';
import { toDetail } from './view';

const MAX_MB = KYB_MAX_TOTAL_BYTES / (1024 * 1024);

/** What busboy may read of one request at most; the inspector stops earlier at the submission's allowance. */
export const uploadLimits = {
  files: KYB_MAX_FILES + 1,
  parts: KYB_MAX_FILES + 4,
  fields: 3,
  fieldSize: 1024,
  fieldNameSize: 64,
  headerPairs: 20,
  fileSize: KYB_MAX_TOTAL_BYTES + 1,
};

interface StoredDocument {
  key: string;
  kind: KybFileKind;
  name: string;
  mime: KybMime;
  size: number;
}

const isKind = (name: string): name is KybFileKind => (kybFileKinds as readonly string[]).includes(name);

const rules: UploadRules<KybMime> = {
  sniff: (head) => sniffAccepted(head, kybMimes),
  maxBytes: KYB_MAX_TOTAL_BYTES,
  messages: { tooLarge: 'kyb_total_too_large', empty: 'kyb_file_empty', type: 'kyb_file_type' },
};
const readerMessages: ReaderMessages = {
  tooManyFiles: { field: 'files', key: 'kyb_too_many_files', max: KYB_MAX_FILES },
  tooLarge: { key: 'kyb_total_too_large', maxBytes: KYB_MAX_TOTAL_BYTES },
  malformed: 'kyb_upload_malformed',
};
const readerFailure = (err: unknown, field: string) => mapReaderFailure(err, field, readerMessages);

/**
 * Reads an upload part by part and streams each document through the inspector into storage,
 * stopping at the first refusal. Then, in one transaction, attaches the documents to the draft
 * after checking the limits again. Whatever fails, no stored byte stays behind.
 */
export function kybUploads(deps: Pick<Deps, 'db' | 'clock'>, storage: BlobStore) {
  const { db, clock } = deps;

  async function readParts(
    req: FastifyRequest,
    used: { files: number; bytes: number },
    stored: StoredDocument[],
  ) {
    const parts = req.parts({ limits: uploadLimits })[Symbol.asyncIterator]();
    let field = 'files';
    for (;;) {
      let next: IteratorResult<MultipartFile | MultipartValue>;
      try {
        next = await parts.next();
      } catch (err) {
        throw readerFailure(err, field);
      }
      if (next.done) return;
      const part = next.value;
      field = part.fieldname;
      if (part.type !== 'file' || !isKind(field)) throw fail.field(field, 'unknown_field');
      const name = sanitizeKybFileName(part.filename);
      if (nameProblem(part.filename)) throw fail.field(field, 'kyb_file_name_invalid', { name });
      if (used.files + stored.length >= KYB_MAX_FILES) {
        throw fail.field(field, 'kyb_too_many_files', { max: KYB_MAX_FILES });
      }
      const bytesSoFar = used.bytes + stored.reduce((sum, d) => sum + d.size, 0);
      const inspector = new FileInspector(field, name, KYB_MAX_TOTAL_BYTES - bytesSoFar, rules);
      const file = await storeInspected(storage, part.file, inspector, (err) => readerFailure(err, field));
      stored.push({ key: file.key, kind: field, name, mime: file.mime, size: file.size });
    }
  }

  return async function upload(req: FastifyRequest, p: MerchantPrincipal): Promise<KybSubmissionDetail> {
    if (!req.isMultipart()) throw new AppError(415, 'kyb_not_multipart');
    const status = (await merchantService.info(db, p.merchantId)).kyb_status;
    if (status === 'pending' || status === 'verified') throw fail.conflict('kyb_locked');
    const used = await draftUsage(db, p.merchantId, status);
    const stored: StoredDocument[] = [];
    try {
      await readParts(req, used, stored);
      if (!stored.length) throw fail.field('files', 'kyb_no_files');
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const draft = await editableDraft(tx, p.merchantId, now);
        // Another upload may have finished meanwhile: the limits hold for what the draft holds now.
        const added = stored.reduce((sum, d) => sum + d.size, 0);
        const last = stored.at(-1)!.kind;
        if (draft.file_count + stored.length > KYB_MAX_FILES) {
          throw fail.field(last, 'kyb_too_many_files', { max: KYB_MAX_FILES });
        }
        if (Number(draft.total_bytes) + added > KYB_MAX_TOTAL_BYTES) {
          throw fail.field(last, 'kyb_total_too_large', { max: MAX_MB });
        }
        for (const [i, d] of stored.entries()) {
          await kybRepo.insertFile(tx, {
            submission_id: draft.id,
            merchant_id: p.merchantId,
            kind: d.kind,
            storage_key: d.key,
            display_name: d.name,
            mime: d.mime,
            size_bytes: d.size,
            // A millisecond apart: the documents keep the order they were sent in.
            created_at: new Date(now.getTime() + i),
          });
        }
        const row = (await kybRepo.get(tx, draft.id))!;
        return toDetail(row, await kybRepo.files(tx, draft.id), false);
      });
    } catch (err) {
      await Promise.all(stored.map((d) => storage.delete(d.key)));
      throw err;
    }
  };
}

export type KybUploads = ReturnType<typeof kybUploads>;
