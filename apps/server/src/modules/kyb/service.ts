import {
  KYB_MAX_FILES,
  KYB_MAX_TOTAL_BYTES,
  type KybForm,
  type KybState,
  type KybSubmissionDetail,
  kybAcceptedExtensions,
  type kybHistoryQuery,
  kybRequiredFileKinds,
  missingKybFields,
} from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, type FieldProblem, fail } from '../../platform/errors';
import { decodeTimeIdCursor } from '../../platform/paging';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import type { BlobStore } from '../../rails/blob/types';
import { merchantService } from '../merchants';
import { editableDraft } from './drafts';
import { kybRepo, type SubmissionRow } from './repo';
import { submissionPage, toDetail } from './view';

const LIMITS = {
  max_files: KYB_MAX_FILES,
  max_total_bytes: KYB_MAX_TOTAL_BYTES,
  accepted: [...kybAcceptedExtensions],
};

/** The merchant's side of KYB: the draft, its documents, submitting, the history. */
export function kybService(deps: Pick<Deps, 'db' | 'clock'>, storage: BlobStore) {
  const { db, clock } = deps;

  const detail = async (q: Queryable, row: SubmissionRow) =>
    toDetail(row, await kybRepo.files(q, row.id), false);

  /** A registration date must not lie ahead of today (UTC). */
  function checkDates(form: KybForm): void {
    if (form.registration_date && form.registration_date > clock.now().toISOString().slice(0, 10)) {
      throw fail.field('registration_date', 'kyb_registration_date_future');
    }
  }

  /** Removes stored bytes no submission refers to any more. */
  async function release(keys: string[]) {
    for (const key of keys) if (!(await kybRepo.keyInUse(db, key))) await storage.delete(key);
  }

  return {
    async state(merchantId: string): Promise<KybState> {
      const info = await merchantService.info(db, merchantId);
      const [draft, last] = await Promise.all([
        kybRepo.draftOf(db, merchantId),
        kybRepo.lastOf(db, merchantId),
      ]);
      return {
        kyb_status: info.kyb_status,
        editable: info.kyb_status === 'not_submitted' || info.kyb_status === 'failed',
        draft: draft ? await detail(db, draft) : null,
        last: last ? await detail(db, last) : null,
        limits: LIMITS,
      };
    },

    /** Replaces the draft's fields with the form (every step saves the whole form). */
    async saveDraft(p: MerchantPrincipal, form: KybForm): Promise<KybSubmissionDetail> {
      checkDates(form);
      return db.transaction(async (tx) => {
        const draft = await editableDraft(tx, p.merchantId, clock.now());
        await kybRepo.saveForm(tx, draft.id, form, clock.now());
        return detail(tx, (await kybRepo.get(tx, draft.id))!);
      });
    },

    /** After a failed verification: the new draft, prefilled with the last submission. */
    async resubmit(p: MerchantPrincipal): Promise<KybSubmissionDetail> {
      return db.transaction(async (tx) => {
        const status = await merchantService.lockForKyb(tx, p.merchantId);
        if (status !== 'failed')
          throw fail.conflict(status === 'not_submitted' ? 'kyb_not_failed' : 'kyb_locked');
        return detail(tx, await editableDraft(tx, p.merchantId, clock.now()));
      });
    },

    /** Checks and submits the whole form with the draft's documents: status becomes pending. */
    async submit(p: MerchantPrincipal, form: KybForm, ctx: RequestContext): Promise<KybSubmissionDetail> {
      checkDates(form);
      return db.transaction(async (tx) => {
        const draft = await editableDraft(tx, p.merchantId, clock.now());
        const problems: FieldProblem[] = missingKybFields(form).map((field) => ({ field, key: 'required' }));
        const kinds = new Set((await kybRepo.files(tx, draft.id)).map((f) => f.kind));
        for (const kind of kybRequiredFileKinds) {
          if (!kinds.has(kind)) problems.push({ field: kind, key: 'kyb_file_required' });
        }
        if (problems.length) throw new AppError(422, 'validation_failed', { fields: problems });
        const now = clock.now();
        await kybRepo.saveForm(tx, draft.id, form, now);
        await kybRepo.markSubmitted(tx, draft.id, now);
        await merchantService.setKybStatus(tx, p.merchantId, 'pending');
        await recordSecurityEvent(tx, p, 'kyb_submitted', ctx, { submission_id: draft.id });
        return detail(tx, (await kybRepo.get(tx, draft.id))!);
      });
    },

    /** Removes a document from the draft; 404 unless it is one of this merchant's draft documents. */
    async deleteFile(p: MerchantPrincipal, fileId: string): Promise<KybSubmissionDetail> {
      const { result, key } = await db.transaction(async (tx) => {
        const draft = await editableDraft(tx, p.merchantId, clock.now());
        const file = await kybRepo.file(tx, fileId, { merchantId: p.merchantId, submissionId: draft.id });
        if (!file) throw fail.notFound();
        await kybRepo.deleteFile(tx, file.id);
        return { result: await detail(tx, (await kybRepo.get(tx, draft.id))!), key: file.storage_key };
      });
      await release([key]);
      return result;
    },

    async history(p: MerchantPrincipal, query: z.output<typeof kybHistoryQuery>) {
      const rows = await kybRepo.list(db, {
        merchantId: p.merchantId,
        after: decodeTimeIdCursor(query.cursor),
        limit: query.limit,
      });
      return submissionPage(rows, query.limit);
    },

    async submission(p: MerchantPrincipal, id: string): Promise<KybSubmissionDetail> {
      const row = await kybRepo.get(db, id, { merchantId: p.merchantId });
      if (!row) throw fail.notFound();
      return detail(db, row);
    },

    /** One of the merchant's own documents (any submission); 404 for anyone else's. */
    async readFile(p: MerchantPrincipal, fileId: string) {
      const file = await kybRepo.file(db, fileId, { merchantId: p.merchantId });
      const blob = file ? await storage.get(file.storage_key) : null;
      if (!file || !blob) throw fail.notFound();
      return { mime: file.mime, size: blob.size, displayName: file.display_name, stream: blob.stream };
    },

    release,
  };
}

export type KybService = ReturnType<typeof kybService>;
