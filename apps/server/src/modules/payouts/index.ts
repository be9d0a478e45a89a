// The payouts module's public face: remittances and withdrawals to fiat, their routes and invariants.
export { payoutInvariants } from './invariants';
export { payoutRoutes } from './routes';
export { type PayoutService, payoutService } from './service';
