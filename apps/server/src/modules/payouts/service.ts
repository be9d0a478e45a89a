import type { Deps } from '../../platform/deps';
import type { Catalogue } from '../crypto';
import { approvalThreshold } from './approval-threshold';
import { payoutApprovals } from './approvals';
import { type BankRails, bankSender } from './bank-sender';
import { bankTransferPlanner } from './bank-transfer-plan';
import { bankTransfers } from './bank-transfers';
import { payoutContext } from './context';
import { payoutReads } from './payout-lists';
import { fiatQuotes } from './quotes';
import { remittancePlanner } from './remittance-plan';
import { remittances } from './remittances';
import { payoutSecuritySteps, type TotpChecker } from './security-steps';
import { payoutSendOutcomes } from './send-outcomes';
import { fiatWithdrawals } from './withdrawals';

/**
 * Remittances, withdrawals to fiat and conversions of fiat to crypto, bank transfers, their quotes,
 * the approval queue, what chain sends settle and the bank transfers' background work.
 */
export function payoutService(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  auth: TotpChecker,
  rails: BankRails,
) {
  const ctx = payoutContext(deps, catalogue);
  const securitySteps = payoutSecuritySteps(ctx, auth);
  const planner = remittancePlanner(ctx);
  const withdrawals = fiatWithdrawals(ctx, securitySteps);
  const approvals = payoutApprovals(ctx);
  const threshold = approvalThreshold(ctx);
  const reads = payoutReads(ctx);
  const bankPlanner = bankTransferPlanner(ctx);
  const sender = bankSender(ctx, rails);
  return {
    plan: planner.plan,
    previewRemittance: planner.previewRemittance,
    prepareRemittance: remittances(ctx, planner, securitySteps),
    createQuote: fiatQuotes(ctx),
    previewBankTransfer: bankPlanner.previewBankTransfer,
    prepareBankTransfer: bankTransfers(ctx, bankPlanner, securitySteps),
    bankTransfers: sender,
    prepareWithdrawal: withdrawals.prepareWithdrawal,
    createWithdrawal: withdrawals.createWithdrawal,
    list: reads.list,
    get: reads.get,
    fiatBalances: reads.fiatBalances,
    opsList: reads.opsList,
    approve: approvals.approve,
    reject: approvals.reject,
    opsView: approvals.opsView,
    settings: threshold.settings,
    updateSettings: threshold.updateSettings,
    sendOutcomes: payoutSendOutcomes,
  };
}

export type PayoutService = ReturnType<typeof payoutService>;
