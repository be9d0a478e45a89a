import type { OpsLatePayment, opsLatePaymentListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { type LatePaymentResolutions, type LatePayments, latePaymentRepo } from '../crypto';
import { merchantAdmin } from '../merchants';
import { recordAudit } from './audit';

type Decision = { kind: 'credit' } | { kind: 'refund'; address: string };

/** Late payments of every merchant in the back office: the list, and the operator's credit or refund (audited). */
export function opsLatePayments(deps: Deps, late: LatePayments, resolutions: LatePaymentResolutions) {
  const { db, clock } = deps;

  async function list(query: z.output<typeof opsLatePaymentListQuery>) {
    const rows = await latePaymentRepo.list(db, {
      merchantId: query.merchant_id,
      status: query.status,
      limit: query.limit,
      after: decodeTimeIdCursor(query.cursor),
    });
    const merchants = await merchantAdmin.contacts(
      db,
      rows.map((r) => r.merchant_id),
    );
    return late.page(rows, query.limit, (l) => ({
      merchant_id: l.merchant_id,
      merchant_name: merchants.get(l.merchant_id)?.name ?? '',
      merchant_email: merchants.get(l.merchant_id)?.email ?? '',
    }));
  }

  async function decide(
    tx: Queryable,
    op: OperatorPrincipal,
    id: string,
    how: Decision,
    reason: string,
    ctx: RequestContext,
  ): Promise<OpsLatePayment> {
    const l = await latePaymentRepo.get(tx, id, true);
    if (!l) throw fail.notFound();
    if (how.kind === 'credit') await resolutions.credit(tx, l, 'operator');
    else await resolutions.refund(tx, l, how.address, 'operator');
    const seen = await late.view((await latePaymentRepo.get(tx, id))!);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: how.kind === 'credit' ? 'late_payment_credited' : 'late_payment_refund_requested',
      target: { type: 'late_payment', id: l.id },
      detail: {
        merchant_id: l.merchant_id,
        merchant_order_no: l.merchant_order_no,
        amount: `${seen.amount} ${l.asset}`,
        reason,
        ...(how.kind === 'refund' ? { address: how.address } : {}),
      },
      ctx,
      at: clock.now(),
    });
    const merchants = await merchantAdmin.contacts(tx, [l.merchant_id]);
    return {
      ...seen,
      merchant_id: l.merchant_id,
      merchant_name: merchants.get(l.merchant_id)?.name ?? '',
      merchant_email: merchants.get(l.merchant_id)?.email ?? '',
    };
  }

  return { list, decide };
}
