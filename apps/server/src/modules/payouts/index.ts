/** Payouts: remittances on chain and withdrawals to fiat, their approval by operators. */
export { payoutInvariants } from './invariants';
export { payoutRoutes } from './routes';
export { type PayoutService, payoutService } from './service';
