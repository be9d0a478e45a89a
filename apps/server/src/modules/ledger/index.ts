// The ledger module's public face: accounts, the one writer of journal entries and postings, balances,
// what entries booked per business object, and the one check every module registers its invariants into.
export {
  type AccountRef,
  accountKey,
  type Bucket,
  chainClearing,
  chainLosses,
  type MerchantAccount,
  merchantBucket,
  merchantBuckets,
  type PlatformAccount,
  platform,
} from './accounts';
export { merchantBalancesAt } from './balances-at';
export {
  type InvariantCheck,
  type LedgerCheck,
  ledgerCheck,
  ledgerInvariants,
  runChecks,
  type Violation,
} from './check';
export type { EntryInput, Line } from './entry';
export { type BookedFlow, bookedFlows, entryCounts, flowDifferences, flowsByObject } from './flows';
export { accountBalance, lockedBalance, OWED_REPAID } from './owed';
export {
  type Buckets,
  HOLD_NOT_COVERED,
  holdLockKey,
  InsufficientFunds,
  merchantBalances,
  post,
  postMany,
} from './service';
