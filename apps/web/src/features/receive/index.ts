/**
 * What other areas use of receiving: its amount and status displays, its time format, its order page,
 * the deposit card (address, QR, payment link), the copy button, the networks that receive each asset
 * and the Idempotency-Keys of a submission.
 */

export { AssetAmount } from './AssetAmount';
export { displayAmount } from './amounts';
export { CopyButton } from './CopyButton';
export { networksFor, receivableAssets } from './create/receiptForm';
export { DepositCard } from './detail/DepositCard';
export { createIdempotencyKeys } from './idempotency';
export { receiptOrderPath } from './paths';
export { ReceiptStatusTag } from './StatusTag';
export { formatTime } from './time';
