import { opsKybFilePathPrefix } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import type { KybQueueQuery, KybReview } from '../kyb';
import { recordAudit } from './audit';
import { issueFileLink, linkedFile } from './file-links';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** KYB review in the back office: the queue, a submission, its documents (audited), the decision (audited). */
export function opsKyb(deps: Pick<Deps, 'db' | 'clock'>, review: KybReview) {
  const { db, clock } = deps;

  async function fileLink(op: OperatorPrincipal, submissionId: string, fileId: string, ctx: RequestContext) {
    return db.transaction(async (tx) => {
      const sub = await review.detail(tx, submissionId);
      const file = sub.files.find((f) => f.id === fileId);
      if (!file) throw new AppError(404, 'not_found');
      const now = clock.now();
      const { token, expiresAt } = await issueFileLink(tx, op.operatorId, { submissionId, fileId }, now);
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: 'kyb_file_viewed',
        target: { type: 'kyb_submission', id: submissionId },
        detail: { file_id: fileId, kind: file.kind, merchant_id: sub.merchant_id },
        ctx,
        at: now,
      });
      return { url: `/api${opsKybFilePathPrefix}${token}`, expires_at: expiresAt.toISOString() };
    });
  }

  /** The document a link opens, or 404 (unknown or expired link). */
  async function openLink(token: string) {
    const link = await linkedFile(db, token, clock.now());
    // a link to another kind of document (a top-up's statement) opens nothing here
    if (!UUID.test(link.fileId)) throw new AppError(404, 'file_link_expired');
    return review.readFile(link.submissionId, link.fileId);
  }

  async function decide(
    tx: Queryable,
    op: OperatorPrincipal,
    submissionId: string,
    decision: { approve: true } | { approve: false; reason: string },
    ctx: RequestContext,
  ) {
    const origin = { ip: ctx.ip, userAgent: ctx.userAgent };
    const detail = decision.approve
      ? await review.approve(tx, op.operatorId, submissionId, origin)
      : await review.reject(tx, op.operatorId, submissionId, decision.reason, origin);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: decision.approve ? 'kyb_approved' : 'kyb_rejected',
      target: { type: 'kyb_submission', id: submissionId },
      detail: {
        merchant_id: detail.merchant_id,
        merchant_name: detail.merchant_name,
        company_name: detail.company_name,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
      ctx,
      at: clock.now(),
    });
    return detail;
  }

  return {
    queue: (query: KybQueueQuery) => review.queue(db, query),
    detail: (id: string) => review.detail(db, id),
    fileLink,
    openLink,
    approve: (op: OperatorPrincipal, id: string, ctx: RequestContext) =>
      db.transaction((tx) => decide(tx, op, id, { approve: true }, ctx)),
    reject: (op: OperatorPrincipal, id: string, reason: string, ctx: RequestContext) =>
      db.transaction((tx) => decide(tx, op, id, { approve: false, reason }, ctx)),
  };
}
