/** What other areas use of paying out: its status tag and the page that shows one payout. */
export { PayoutStatusTag } from './PayoutStatusTag';
export { payoutPath } from './paths';
