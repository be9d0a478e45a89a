import { randomUUID } from 'node:crypto';
import { type api, type createBankTransferBody, maskAccountNumber, type PayoutStatus } from '@mc/contract';
import type { z } from 'zod';
import type { PreparedEffect } from '../../platform/money-route';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { holdLockKey } from '../ledger';
import { requireVerifiedKyb } from '../settings';
import { bankSendRepo } from './bank-sends';
import type { BankTransferPlanner } from './bank-transfer-plan';
import type { PayoutContext } from './context';
import { insufficient, notCovered } from './payout-rules';
import { newPayout, payoutRepo } from './repo';
import type { PayoutSecuritySteps } from './security-steps';
import { toPayout } from './view';

type Body = z.output<typeof createBankTransferBody>;

/**
 * A remit of fiat to one of the merchant's bank accounts, settled before anything is written (as a
 * remittance): gates, account, figures, balance, password and code; then the payout and its bank
 * send (queued, or waiting while an operator must approve). The database books the hold as the
 * statement commits; a balance that no longer covers the total writes nothing (422).
 */
export function bankTransfers(
  ctx: PayoutContext,
  planner: BankTransferPlanner,
  securitySteps: PayoutSecuritySteps,
) {
  const { clock } = ctx.deps;
  return async function prepareBankTransfer(
    p: MerchantPrincipal,
    body: Body,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ): Promise<PreparedEffect<typeof api.createBankTransfer>> {
    requireVerifiedKyb(p);
    const r = await planner.plan(p, body, true);
    if (r.available < r.total) throw insufficient();
    await securitySteps(p, body, r.totpRequired, request);
    const fresh = newPayout({
      id: randomUUID(),
      merchant_id: p.merchantId,
      created_by: p.userId,
      kind: 'bank_transfer',
      asset: r.currency,
      amount: r.amount,
      fee: r.fee,
      total: r.total,
      // what the merchant's lists and history show of the account: masked, as the settings show it
      to_address: maskAccountNumber(r.account.account_number),
      payee_name: r.account.account_name,
      remark: body.remark,
      usd_value: r.usdValue,
      needs_approval: r.approvalRequired,
      created_at: clock.now(),
    });
    const status: PayoutStatus = r.approvalRequired ? 'pending_approval' : 'processing';
    const row = {
      ...payoutRepo.newRow(fresh, status),
      bank_account_id: r.account.id,
      bank_account_name: r.account.account_name,
      bank_name: r.account.bank_name,
      bank_account_number: r.account.account_number,
      bank_swift: r.account.swift_code,
      bank_country: r.account.country,
    };
    return {
      data: toPayout(row, await ctx.decimalsOf()),
      rows: [payoutRepo.newPayoutRow(fresh, status), bankSendRepo.newRow(fresh, r, r.approvalRequired)],
      translateError: notCovered,
      lockKey: holdLockKey(fresh.merchant_id, fresh.asset),
    };
  };
}
