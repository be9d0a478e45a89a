import type { Deps } from '../../platform/deps';
import type { Catalogue } from '../crypto';
import { approvalThreshold } from './approval-threshold';
import { payoutApprovals } from './approvals';
import { payoutContext } from './context';
import { payoutReads } from './payout-lists';
import { fiatQuotes } from './quotes';
import { remittancePlanner } from './remittance-plan';
import { remittances } from './remittances';
import { payoutSecuritySteps, type TotpChecker } from './security-steps';
import { payoutSendOutcomes } from './send-outcomes';
import { fiatWithdrawals } from './withdrawals';

/** Remittances, withdrawals to fiat, their quotes, the approval queue, and what chain sends settle. */
export function payoutService(deps: Deps, catalogue: () => Promise<Catalogue>, auth: TotpChecker) {
  const ctx = payoutContext(deps, catalogue);
  const securitySteps = payoutSecuritySteps(ctx, auth);
  const planner = remittancePlanner(ctx);
  const withdrawals = fiatWithdrawals(ctx, securitySteps);
  const approvals = payoutApprovals(ctx);
  const threshold = approvalThreshold(ctx);
  const reads = payoutReads(ctx);
  return {
    plan: planner.plan,
    previewRemittance: planner.previewRemittance,
    prepareRemittance: remittances(ctx, planner, securitySteps),
    createQuote: fiatQuotes(ctx),
    prepareWithdrawal: withdrawals.prepareWithdrawal,
    createWithdrawal: withdrawals.createWithdrawal,
    list: reads.list,
    get: reads.get,
    fiatBalances: reads.fiatBalances,
    opsList: reads.opsList,
    approve: approvals.approve,
    reject: approvals.reject,
    settings: threshold.settings,
    updateSettings: threshold.updateSettings,
    sendOutcomes: payoutSendOutcomes,
  };
}

export type PayoutService = ReturnType<typeof payoutService>;
