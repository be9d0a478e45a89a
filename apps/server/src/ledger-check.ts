import {
  latePaymentInvariants,
  networkFeeInvariants,
  platformFundsInvariants,
  receiptOrderInvariants,
  reorgLossInvariants,
} from './modules/crypto';
import { topupInvariants } from './modules/fiat';
import { historyInvariants } from './modules/history';
import { type LedgerCheck, ledgerCheck } from './modules/ledger';
import { payoutInvariants } from './modules/payouts';
import { sweepInvariants } from './modules/sweeps';

/**
 * The check of the books `npm run ledger:check` and every money test run: the ledger's own invariants
 * and each module's, registered by the module that owns the rows they verify.
 */
export function ledgerCheckOfEveryModule(): LedgerCheck {
  return ledgerCheck()
    .register(receiptOrderInvariants)
    .register(latePaymentInvariants)
    .register(platformFundsInvariants)
    .register(networkFeeInvariants)
    .register(payoutInvariants)
    .register(topupInvariants)
    .register(historyInvariants)
    .register(sweepInvariants)
    .register(reorgLossInvariants);
}
