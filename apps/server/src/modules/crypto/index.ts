// The crypto module's public face: the asset catalogue, receipt orders, the receiving engine (deposits,
// chain sends), exception resolutions, the merchant's overview, each network's backlog and the receipt
// orders' invariants.
export { reserveDepositAddressIndexes } from './address-indexes';
export {
  type Catalogue,
  catalogueLoader,
  confirmationsRequired,
  fiatCurrencies,
  type NetworkEntry,
} from './catalogue';
export { reconcileReorg } from './deep-reorgs';
export { type ReceivingEngine, receivingEngine } from './engine';
export { orderEventView } from './event-view';
export { exceptionQueue, type QueuedOrder, type QueueFilter } from './exception-queue';
export { receiptOrderInvariants } from './invariants';
export { latePaymentInvariants } from './late-payment-invariants';
export { type LatePaymentRow, latePaymentRepo } from './late-payment-repo';
export { type LatePaymentResolutions, latePaymentResolutions } from './late-payment-resolutions';
export { type LatePayments, latePayments } from './late-payments';
export { type NetworkBacklog, networkBacklogs } from './network-backlog';
export { networkFeeInvariants } from './network-fees';
export { registerNetworks } from './network-registry';
export { type ReceiptOrders, receiptOrders } from './orders';
export { overpaymentSetting } from './overpayment';
export { balancesView, type FiatBalancesOf, type OverviewService, overviewService } from './overview';
export { platformFundsInvariants } from './platform-funds-invariants';
export { type ChainBookFacts, chainBookFacts, type Tally } from './reconciliation-facts';
export {
  type ReorgLoss,
  type ReorgOutcome,
  reorgedCredited,
  reorgLossInvariants,
  resolveReorgedDeposit,
} from './reorg-losses';
export {
  AWAITING_RESOLUTION,
  type HeldDeposit,
  heldDeposits,
  type OrderResolutions,
  operatorActions,
  orderResolutions,
} from './resolutions';
export { cryptoRoutes } from './routes';
export { type ChainSend, chainSendRow, queueChainSend } from './send-queue';
export type { SendOutcomes, SendRow } from './sends';
export { type SweepableAddress, sweepableAddresses } from './sweepable';
export { type Note, note } from './timeline-note';
export { type UnclaimedResolutions, unclaimedFunds, unclaimedResolutions } from './unclaimed';
export { type OrderRow, toReceiptOrder } from './view';
