import { randomUUID } from 'node:crypto';
import type { api, createRemittanceBody, PayoutStatus } from '@mc/contract';
import type { z } from 'zod';
import type { PreparedEffect } from '../../platform/money-route';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { chainSendRow } from '../crypto';
import { holdLockKey } from '../ledger';
import { requireVerifiedKyb } from '../settings';
import type { PayoutContext } from './context';
import { insufficient, notCovered } from './payout-rules';
import { payoutSend } from './payout-send';
import type { RemittancePlanner } from './remittance-plan';
import { type NewPayout, payoutRepo } from './repo';
import type { PayoutSecuritySteps } from './security-steps';
import { toPayout } from './view';

type RemittanceBody = z.output<typeof createRemittanceBody>;

/**
 * A remittance settled before anything is written: gates, figures, balance, password and code,
 * then the answer and the rows that write it: the payout, and its send unless an operator must
 * approve. The database books the payout's hold as the statement commits; when the available
 * balance no longer covers the total, nothing is written and the answer is "insufficient balance".
 */
export function remittances(
  ctx: PayoutContext,
  planner: RemittancePlanner,
  securitySteps: PayoutSecuritySteps,
) {
  const { clock } = ctx.deps;
  return async function prepareRemittance(
    p: MerchantPrincipal,
    body: RemittanceBody,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ): Promise<PreparedEffect<typeof api.createRemittance>> {
    requireVerifiedKyb(p);
    const r = await planner.plan(p, body, true);
    if (r.available < r.total) throw insufficient();
    await securitySteps(p, body, r.totpRequired, request);
    const fresh: NewPayout = {
      id: randomUUID(),
      merchant_id: p.merchantId,
      created_by: p.userId,
      kind: 'remittance',
      asset: r.asset,
      network: r.network,
      amount: r.amount,
      fee: r.fee,
      total: r.total,
      to_address: r.address,
      payee_id: r.payeeId,
      payee_name: r.payeeName,
      new_address: r.newAddress,
      remark: body.remark,
      quote_id: null,
      fiat_currency: null,
      fiat_amount: null,
      rate: null,
      usd_value: r.usdValue,
      needs_approval: r.approvalRequired,
      created_at: clock.now(),
    };
    const status: PayoutStatus = r.approvalRequired ? 'pending_approval' : 'processing';
    const payout = payoutRepo.newPayoutRow(fresh, status);
    return {
      data: toPayout(payoutRepo.newRow(fresh, status), await ctx.decimalsOf()),
      rows: r.approvalRequired ? [payout] : [payout, chainSendRow(payoutSend(fresh, clock.now()))],
      translateError: notCovered,
      lockKey: holdLockKey(fresh.merchant_id, fresh.asset),
    };
  };
}
