// The crypto module's public face: the asset catalogue, receipt orders, the receiving engine (deposits,
// chain sends), exception resolutions, the merchant's overview and the receipt orders' invariants.
export {
  type Catalogue,
  catalogueLoader,
  confirmationsRequired,
  fiatCurrencies,
  type NetworkEntry,
} from './catalogue';
export { type ReceivingEngine, receivingEngine } from './engine';
export { exceptionQueue, type QueuedOrder, type QueueFilter } from './exception-queue';
export { receiptOrderInvariants } from './invariants';
export { type ReceiptOrders, receiptOrders } from './orders';
export { balancesView, type OverviewService, overviewService } from './overview';
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
export { type OrderRow, toReceiptOrder } from './view';
