import { receiptOrderInvariants } from '../crypto/invariants';
import { payoutInvariants } from '../payouts';
import { type InvariantCheck, ledgerInvariants } from './check';

/** Every invariant the `ledger:check` command and the tests verify. */
export const allInvariants: InvariantCheck[] = [ledgerInvariants, receiptOrderInvariants, payoutInvariants];
