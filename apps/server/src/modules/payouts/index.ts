// The payouts module's public face: remittances, conversions, bank transfers, their routes and invariants.
export type { BankSender } from './bank-sender';
export { payoutInvariants } from './invariants';
export { payoutEventView } from './event-view';
export { payoutRoutes } from './routes';
export { type PayoutService, payoutService } from './service';
