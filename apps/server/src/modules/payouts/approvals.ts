import { fromMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { queueChainSend } from '../crypto';
import { merchantEmail } from '../merchants';
import { recordAudit } from '../ops';
import { bankSendRepo } from './bank-sends';
import { payoutBookings } from './bookings';
import type { PayoutContext } from './context';
import { payoutSend } from './payout-send';
import { type PayoutRow, payoutRepo } from './repo';
import { toPayout } from './view';
import { completeConversion } from './withdrawals';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

/**
 * The operators' decisions on payouts waiting for approval: approved (a remittance's chain send or a
 * bank transfer's send queued, a conversion either way converted) or rejected with a reason (its hold released). An operator may not decide
 * a payout of a merchant with its own email; every decision is in the audit log.
 */
export function payoutApprovals(ctx: PayoutContext) {
  const { clock } = ctx.deps;

  async function opsView(q: Queryable, id: string) {
    const row = (await payoutRepo.withMerchant(q, id))!;
    return {
      ...toPayout(row, await ctx.decimalsOf(), true),
      merchant_id: row.merchant_id,
      merchant_name: row.merchant_name,
    };
  }

  /** Locks a payout waiting for approval; 404 when there is none, 409 when it was decided. */
  async function pending(tx: Queryable, id: string): Promise<PayoutRow> {
    const row = await payoutRepo.get(tx, id, { lock: true });
    if (!row) throw fail.notFound();
    if (row.status !== 'pending_approval') throw fail.conflict('payout_not_pending');
    return row;
  }

  async function approve(tx: Queryable, op: OperatorPrincipal, id: string, request: Ctx) {
    const row = await pending(tx, id);
    const email = await merchantEmail(tx, row.merchant_id);
    if (email && email.toLowerCase() === op.email.toLowerCase()) throw fail.conflict('payout_self_approval');
    const at = clock.now();
    await payoutRepo.update(tx, id, at, {
      status: 'processing',
      decision: 'approved',
      decided_by: op.operatorId,
      decided_at: at,
    });
    const fresh = (await payoutRepo.get(tx, id))!;
    if (fresh.kind === 'remittance') {
      await queueChainSend(tx, payoutSend(fresh, clock.now()));
    } else if (fresh.kind === 'bank_transfer') {
      await bankSendRepo.decide(tx, id, true);
    } else await completeConversion(tx, fresh, at);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'payout_approved',
      target: { type: 'payout', id },
      detail: {
        merchant_id: row.merchant_id,
        kind: row.kind,
        asset: row.asset,
        total: fromMinor(row.total, (await ctx.decimalsOf())(row.asset)),
      },
      ctx: request,
      at,
    });
    return opsView(tx, id);
  }

  async function reject(tx: Queryable, op: OperatorPrincipal, id: string, reason: string, request: Ctx) {
    const row = await pending(tx, id);
    const at = clock.now();
    await payoutBookings.release(tx, row, at);
    if (row.kind === 'bank_transfer') await bankSendRepo.decide(tx, id, false);
    await payoutRepo.update(tx, id, at, {
      status: 'rejected',
      decision: 'rejected',
      decided_by: op.operatorId,
      decided_at: at,
      decision_reason: reason,
      failure_reason: reason,
      completed_at: at,
    });
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: 'payout_rejected',
      target: { type: 'payout', id },
      detail: { merchant_id: row.merchant_id, kind: row.kind, reason },
      ctx: request,
      at,
    });
    return opsView(tx, id);
  }

  return { approve, reject, opsView };
}
