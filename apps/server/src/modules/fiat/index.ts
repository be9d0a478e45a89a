// The fiat module's public face: top-ups of the fiat account (the merchant's claims with their bank
// statements, their review and booking by operators), the currencies it takes, and its invariants.

export { type CreditMatching, creditMatching } from './credit-matching';
export { type CreditReview, creditReview } from './credit-review';
export { enabledFiatCurrencies, fiatBalances, fiatCurrencyEnabled, platformBankAccounts } from './currencies';
export { topupEventView } from './event-view';
export { topupInvariants } from './invariants';
export { fiatRoutes } from './routes';
export { type FiatServices, fiatServices } from './services';
