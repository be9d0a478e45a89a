/** Paying out: remittances to chain addresses, withdrawals to fiat at a quoted rate, approvals. */

export { payoutMessages } from '../payout-messages';
export * from './approvals';
export * from './bank-transfers';
export * from './payout';
export * from './remittances';
export * from './routes';
export * from './withdrawals';
