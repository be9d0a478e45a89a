// The payouts module's public face: remittances, conversions, bank transfers, their routes and invariants.
export type { BankSender } from './bank-sender';
export { payoutEventView } from './event-view';
export { payoutInvariants } from './invariants';
export { payoutRoutes } from './routes';
export { type PayoutService, payoutService } from './service';
