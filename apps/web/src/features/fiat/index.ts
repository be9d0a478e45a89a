/** What other areas use of the fiat account: a top-up's status tag and the page that lists top-ups. */
export { fiatPaths } from './paths';
export { TopupStatusTag } from './TopupStatusTag';
