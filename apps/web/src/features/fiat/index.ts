/**
 * What other areas use of the fiat account: a top-up's status tag, the page that lists top-ups and
 * the picker of the enabled fiat currencies.
 */
export { FiatCurrencySelect } from './FiatCurrencySelect';
export { fiatPaths } from './paths';
export { TopupStatusTag } from './TopupStatusTag';
