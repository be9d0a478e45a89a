import { fromMinor, type opsTopupListQuery, toMinor } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { merchantEmail } from '../merchants';
import { issueFileLink, linkedFile, recordAudit } from '../ops';
import { fiatRepo, type TopupRow } from './repo';
import { creditTopup, topupFee } from './topup-credit';
import type { FiatTopups } from './topups';
import { type DecimalsOf, toOpsTopup } from './view';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

/** The file id a statement's link names (a top-up has one document). */
const STATEMENT = 'statement';
export const topupStatementPathPrefix = '/ops/topup-statements/';

export { topupFee } from './topup-credit';

/**
 * The operators' review of top-ups: the queue of every merchant's, one with its statement shown
 * through a short-lived link (audited), approval with the amount that arrived (booked: bank clearing
 * -> the merchant's available, the fee to fees) or rejection with a reason. Only a submitted top-up
 * is decided (409 otherwise), under its row lock, never by an operator with the merchant's email
 * (403); every decision is in the audit log of its transaction.
 */
export function topupReview(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  topups: FiatTopups,
  decimals: () => Promise<DecimalsOf>,
) {
  const { db, clock, config } = deps;

  async function view(q: Queryable, id: string) {
    const row = await fiatRepo.withMerchant(q, id);
    if (!row) throw fail.notFound();
    return toOpsTopup(row, await decimals());
  }

  async function queue(query: z.output<typeof opsTopupListQuery>) {
    const rows = await fiatRepo.byStatus(db, query.status, query.limit, decodeTimeIdCursor(query.cursor));
    const decimalsOf = await decimals();
    return pageOf(
      rows,
      query.limit,
      (r) => toOpsTopup(r, decimalsOf),
      (r) => [r.created_at, r.id],
    );
  }

  async function statementLink(op: OperatorPrincipal, id: string, ctx: Ctx) {
    return db.transaction(async (tx) => {
      const row = await fiatRepo.get(tx, id);
      if (!row) throw fail.notFound();
      const now = clock.now();
      const link = await issueFileLink(tx, op.operatorId, { submissionId: id, fileId: STATEMENT }, now);
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: 'topup_statement_viewed',
        target: { type: 'fiat_topup', id },
        detail: { merchant_id: row.merchant_id },
        ctx,
        at: now,
      });
      return {
        url: `/api${topupStatementPathPrefix}${link.token}`,
        expires_at: link.expiresAt.toISOString(),
      };
    });
  }

  /** The statement a link opens; 404 for an unknown or expired link, or one to another kind of file. */
  async function openStatement(token: string) {
    const link = await linkedFile(db, token, clock.now());
    const row = link.fileId === STATEMENT ? await fiatRepo.get(db, link.submissionId) : undefined;
    if (!row) throw fail.notFound('file_link_expired');
    return topups.statementOf(row);
  }

  /** Locks a submitted top-up a different person may decide: 404, 409 (decided), 403 (own merchant). */
  async function decidable(tx: Queryable, op: OperatorPrincipal, id: string): Promise<TopupRow> {
    const row = await fiatRepo.get(tx, id, true);
    if (!row) throw fail.notFound();
    if (row.status !== 'submitted') throw fail.conflict('topup_not_submitted');
    const email = await merchantEmail(tx, row.merchant_id);
    if (email && email.toLowerCase() === op.email.toLowerCase()) throw fail.forbidden('topup_self_approval');
    return row;
  }

  async function approve(tx: Queryable, op: OperatorPrincipal, id: string, amountReceived: string, ctx: Ctx) {
    const row = await decidable(tx, op, id);
    const d = (await decimals())(row.currency);
    const received = toMinor(amountReceived, d);
    if (received === null) throw fail.field('amount_received', 'amount_precision', { decimals: d });
    if (received === 0n) throw fail.field('amount_received', 'amount_not_positive');
    if (received > 9_000_000_000_000_000n) throw fail.field('amount_received', 'amount_too_large');
    const fee = topupFee(received, config.TOPUP_FEE_BPS);
    if (fee >= received) {
      throw fail.field('amount_received', 'received_not_above_fee', { fee: fromMinor(fee, d) });
    }
    const at = clock.now();
    await creditTopup(tx, row, { received, fee, by: op.operatorId, at });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'topup_approved',
      target: { type: 'fiat_topup', id },
      detail: {
        merchant_id: row.merchant_id,
        currency: row.currency,
        claimed: fromMinor(row.amount, d),
        received: fromMinor(received, d),
        fee: fromMinor(fee, d),
      },
      ctx,
      at,
    });
    return view(tx, id);
  }

  async function reject(tx: Queryable, op: OperatorPrincipal, id: string, reason: string, ctx: Ctx) {
    const row = await decidable(tx, op, id);
    const at = clock.now();
    await fiatRepo.reject(tx, id, { reason, by: op.operatorId, at });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'topup_rejected',
      target: { type: 'fiat_topup', id },
      detail: { merchant_id: row.merchant_id, currency: row.currency, reason },
      ctx,
      at,
    });
    return view(tx, id);
  }

  return { queue, detail: (id: string) => view(db, id), statementLink, openStatement, approve, reject };
}

export type TopupReview = ReturnType<typeof topupReview>;
