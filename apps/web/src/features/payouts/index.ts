/**
 * What other areas use of paying out: its status tag, the page that shows one payout, the pieces of
 * a payout's confirmation (security dialog, summary, list columns) and the conversion panel (the
 * fiat account's conversion to crypto is the withdrawal to fiat the other way).
 */
export { fiatBalancesKey, payoutKeys, useFiatBalances } from './api';
export { PayoutDrawer } from './list/PayoutDrawer';
export { PayoutStatusTag } from './PayoutStatusTag';
export { PayoutSummary } from './PayoutSummary';
export { OPEN_PAYOUT_PARAM, payoutPath } from './paths';
export { payoutColumn } from './payoutColumns';
export { SecurityDialog } from './security/SecurityDialog';
export { ConversionPanel } from './withdraw/ConversionPanel';
