import { type BankCredit, type bankCreditListQuery, fromMinor } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { recordAudit } from '../ops';
import { type CreditRow, creditRepo } from './credit-repo';
import { fiatRepo } from './repo';
import { creditTopup, topupFee } from './topup-credit';
import type { DecimalsOf } from './view';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

/**
 * The operators' side of the credits the bank brought: the queue with each credit's candidates, a
 * credit matched by hand to a submitted top-up (credited with what arrived), or set aside with a
 * reason. Each decision is taken under the credit's and the top-up's locks and audited.
 */
export function creditReview(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  decimals: () => Promise<DecimalsOf>,
) {
  const { db, clock, config } = deps;

  async function view(q: Queryable, rows: CreditRow[]): Promise<BankCredit[]> {
    const d = await decimals();
    return Promise.all(
      rows.map(async (r) => {
        const candidates = r.state === 'unmatched' ? await creditRepo.candidates(q, r) : [];
        return {
          id: r.credit_id,
          state: r.state,
          miss: r.state === 'matched' ? null : (r.miss as BankCredit['miss']),
          matched_by: r.matched_by,
          currency: r.currency,
          amount: fromMinor(r.amount, d(r.currency)),
          reference: r.reference,
          payer: r.payer,
          received_at: r.received_at.toISOString(),
          topup_id: r.topup_id,
          merchant_id: r.merchant_id,
          note: r.note,
          candidates: candidates.map((t) => ({
            topup_id: t.id,
            merchant_id: t.merchant_id,
            merchant_name: t.merchant_name,
            reference: t.reference,
            currency: t.currency,
            amount: fromMinor(t.amount, d(t.currency)),
            value_date: t.value_date,
            created_at: t.created_at.toISOString(),
          })),
        };
      }),
    );
  }

  async function queue(query: z.output<typeof bankCreditListQuery>) {
    const at = decodeTimeIdCursor(query.cursor);
    const rows = await creditRepo.list(
      db,
      query.state ?? 'unmatched',
      query.limit,
      at ? [at.at, at.id] : null,
    );
    const views = await view(db, rows.slice(0, query.limit));
    const byId = new Map(views.map((v) => [v.id, v]));
    return pageOf(
      rows,
      query.limit,
      (r) => byId.get(r.credit_id)!,
      (r) => [r.received_at, r.credit_id],
    );
  }

  async function open(tx: Queryable, id: string): Promise<CreditRow> {
    const row = await creditRepo.get(tx, id, true);
    if (!row) throw fail.notFound();
    if (row.state !== 'unmatched') throw fail.conflict('bank_credit_not_unmatched');
    return row;
  }

  async function match(tx: Queryable, op: OperatorPrincipal, id: string, topupId: string, ctx: Ctx) {
    const credit = await open(tx, id);
    const topup = await fiatRepo.get(tx, topupId, true);
    if (topup?.status !== 'submitted' || topup.currency !== credit.currency) {
      throw fail.field('topup_id', 'bank_credit_topup_invalid');
    }
    const fee = topupFee(credit.amount, config.TOPUP_FEE_BPS);
    const d = (await decimals())(credit.currency);
    if (fee >= credit.amount)
      throw fail.field('topup_id', 'received_not_above_fee', { fee: fromMinor(fee, d) });
    const at = clock.now();
    await creditTopup(tx, topup, { received: credit.amount, fee, by: op.operatorId, at });
    await creditRepo.decide(tx, id, { state: 'matched', topupId, note: null, by: op.operatorId, at });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'bank_credit_matched',
      target: { type: 'fiat_topup', id: topupId },
      detail: {
        merchant_id: topup.merchant_id,
        credit_id: id,
        currency: credit.currency,
        received: fromMinor(credit.amount, d),
      },
      ctx,
      at,
    });
    return (await view(tx, [(await creditRepo.get(tx, id))!]))[0]!;
  }

  async function dismiss(tx: Queryable, op: OperatorPrincipal, id: string, reason: string, ctx: Ctx) {
    const credit = await open(tx, id);
    const at = clock.now();
    await creditRepo.decide(tx, id, {
      state: 'dismissed',
      topupId: null,
      note: reason,
      by: op.operatorId,
      at,
    });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'bank_credit_dismissed',
      target: { type: 'bank_credit', id },
      detail: {
        currency: credit.currency,
        amount: fromMinor(credit.amount, (await decimals())(credit.currency)),
        reason,
      },
      ctx,
      at,
    });
    return (await view(tx, [(await creditRepo.get(tx, id))!]))[0]!;
  }

  /** Per source file: its credits matched and waiting (the bank files page counts them). */
  async function countsBySource(sources: string[]) {
    const rows = sources.length ? await creditRepo.countsBySource(db, sources) : [];
    return new Map(rows.map((r) => [r.source_id, { matched: r.matched, unmatched: r.unmatched }]));
  }

  /** The match of each credit named (the bank files page shows it beside the entry). */
  async function matchesOf(ids: string[]) {
    const rows = ids.length ? await creditRepo.byIds(db, ids) : [];
    return new Map(rows.map((r) => [r.credit_id, r]));
  }

  return { queue, match, dismiss, countsBySource, matchesOf };
}

export type CreditReview = ReturnType<typeof creditReview>;
