import { opsKybFilePathPrefix } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { newToken, sha256 } from '../../platform/secrets';
import type { KybQueueQuery, KybReview } from '../kyb';
import { recordAudit } from './audit';

/** How long a document link opens the document (an <iframe> PDF viewer asks for it more than once). */
export const FILE_LINK_MINUTES = 5;

/** KYB review in the back office: the queue, a submission, its documents (audited), the decision (audited). */
export function opsKyb(deps: Pick<Deps, 'db' | 'clock'>, review: KybReview) {
  const { db, clock } = deps;

  async function fileLink(op: OperatorPrincipal, submissionId: string, fileId: string, ctx: RequestContext) {
    return db.transaction(async (tx) => {
      const sub = await review.detail(tx, submissionId);
      const file = sub.files.find((f) => f.id === fileId);
      if (!file) throw new AppError(404, 'not_found');
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + FILE_LINK_MINUTES * 60_000);
      await tx.query(
        `INSERT INTO ops_file_links (token_hash, operator_id, submission_id, file_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [sha256(token), op.operatorId, submissionId, fileId, now, expiresAt],
      );
      await tx.query('DELETE FROM ops_file_links WHERE expires_at < $1', [now]);
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
    const [link] = await db.query<{ submission_id: string; file_id: string }>(
      'SELECT submission_id, file_id FROM ops_file_links WHERE token_hash = $1 AND expires_at > $2',
      [sha256(token), clock.now()],
    );
    if (!link) throw new AppError(404, 'file_link_expired');
    return review.readFile(link.submission_id, link.file_id);
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
