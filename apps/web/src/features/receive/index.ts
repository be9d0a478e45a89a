/** What other areas use of receiving: its amount and status displays, its time format, its order page. */
export { AssetAmount } from './AssetAmount';
export { displayAmount } from './amounts';
export { receiptOrderPath } from './paths';
export { ReceiptStatusTag } from './StatusTag';
export { formatTime } from './time';
