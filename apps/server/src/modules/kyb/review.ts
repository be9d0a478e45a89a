/**
 * The operators' entry point to KYB review: the back office (/api/ops) lists the queue, opens a
 * submission and its documents, and approves or rejects. No merchant check happens here: only
 * operator-authenticated routes may call these functions.
 */

import type { Readable } from 'node:stream';
import type { KybReviewStatus, KybSubmissionDetail } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import type { BlobStore } from '../../rails/blob/types';
import { merchantService } from '../merchants';
import { kybRepo } from './repo';
import { submissionPage, toDetail } from './view';

export interface KybQueueQuery {
  status?: KybReviewStatus;
  cursor?: string;
  limit: number;
}

export interface KybDocument {
  mime: string;
  size: number;
  /** The sanitised original name, for a Content-Disposition header. */
  displayName: string;
  stream: Readable;
}

/** Who decided, from where: recorded in the merchant's security activity log. */
type Origin = Pick<RequestContext, 'ip' | 'userAgent'>;
const NO_ORIGIN: Origin = { ip: '', userAgent: '' };

export function kybReview(deps: Pick<Deps, 'db' | 'clock'>, storage: BlobStore) {
  async function detail(tx: Queryable, submissionId: string): Promise<KybSubmissionDetail> {
    const row = await kybRepo.get(tx, submissionId);
    if (!row || row.status === 'draft') throw fail.notFound();
    return toDetail(row, await kybRepo.files(tx, submissionId), true);
  }

  /** Locks a pending submission and its merchant; 404 when unknown, 409 when already decided. */
  async function lockPending(tx: Queryable, submissionId: string) {
    const row = await kybRepo.get(tx, submissionId, { lock: true });
    if (!row || row.status === 'draft') throw fail.notFound();
    if (row.status !== 'pending') throw fail.conflict('kyb_not_pending');
    await merchantService.lockForKyb(tx, row.merchant_id);
    return row;
  }

  async function decide(
    tx: Queryable,
    operatorId: string,
    submissionId: string,
    outcome: { status: 'verified' | 'failed'; reason: string | null },
    origin: Origin,
  ) {
    const row = await lockPending(tx, submissionId);
    await kybRepo.markReviewed(tx, row.id, { ...outcome, operatorId, at: deps.clock.now() });
    await merchantService.setKybStatus(tx, row.merchant_id, outcome.status);
    await recordSecurityEvent(
      tx,
      { merchantId: row.merchant_id, userId: null },
      outcome.status === 'verified' ? 'kyb_approved' : 'kyb_rejected',
      origin,
      { submission_id: row.id, ...(outcome.reason ? { reason: outcome.reason } : {}) },
    );
    return detail(tx, row.id);
  }

  return {
    /** Submissions (no drafts) with their merchant's name, newest first, by cursor. */
    async queue(tx: Queryable, query: KybQueueQuery) {
      const rows = await kybRepo.list(tx, {
        status: query.status,
        after: decodeTimeIdCursor(query.cursor),
        limit: query.limit,
      });
      return submissionPage(rows, query.limit);
    },

    /** Every field and the document list of one submission; 404 for drafts and unknown ids. */
    detail,

    /** A document of a submission (operators only); 404 when it does not belong to that submission. */
    async readFile(submissionId: string, fileId: string): Promise<KybDocument> {
      const f = await kybRepo.file(deps.db, fileId, { submissionId });
      const sub = f ? await kybRepo.get(deps.db, submissionId) : undefined;
      if (!f || !sub || sub.status === 'draft') throw fail.notFound();
      const blob = await storage.get(f.storage_key);
      if (!blob) throw fail.notFound();
      return { mime: f.mime, size: blob.size, displayName: f.display_name, stream: blob.stream };
    },

    /** Pending -> verified; the merchant's KYB status becomes verified (order limit lifted). 409 otherwise. */
    approve(tx: Queryable, operatorId: string, submissionId: string, origin: Origin = NO_ORIGIN) {
      return decide(tx, operatorId, submissionId, { status: 'verified', reason: null }, origin);
    },

    /** Pending -> failed with the reason the merchant will read; they may then resubmit. 409 otherwise. */
    reject(
      tx: Queryable,
      operatorId: string,
      submissionId: string,
      reason: string,
      origin: Origin = NO_ORIGIN,
    ) {
      const text = reason.trim();
      if (text.length < 2) throw fail.field('reason', 'too_short', { min: 2 });
      if (text.length > 500) throw fail.field('reason', 'too_long', { max: 500 });
      return decide(tx, operatorId, submissionId, { status: 'failed', reason: text }, origin);
    },
  };
}

export type KybReview = ReturnType<typeof kybReview>;
