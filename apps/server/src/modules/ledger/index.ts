/** The ledger: the one writer of postings, and the balances they make. */
export { accountKey, chainClearing, merchantBucket, platform } from './accounts';
export type { InvariantCheck, Violation } from './check';
export { bookedFlows, entryCounts } from './flows';
export { HOLD_NOT_COVERED, holdLockKey, type Line, merchantBalances, post } from './service';
