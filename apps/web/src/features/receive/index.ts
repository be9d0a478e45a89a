/**
 * What other areas use of receiving: its amount and status displays, its time format, its order page,
 * the copy button and the Idempotency-Keys of a submission.
 */

export { AssetAmount } from './AssetAmount';
export { displayAmount } from './amounts';
export { CopyButton } from './CopyButton';
export { createIdempotencyKeys } from './idempotency';
export { receiptOrderPath } from './paths';
export { ReceiptStatusTag } from './StatusTag';
export { formatTime } from './time';
