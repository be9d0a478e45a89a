/**
 * What other areas use of the transaction history: its newest movements and their list item, the
 * labels of a row's type and balance, its balance tag and signed amounts, and the link to a row (the
 * history with its drawer open).
 */

export { type HistoryRow, useRecentMovements } from './api';
export { BalanceTag } from './BalanceTag';
export { historyBalanceLabel, historyTypeLabel } from './historyLabels';
export { MovementItem } from './MovementItem';
export { HISTORY_PATH, historyRowPath } from './paths';
export { SignedAmount } from './SignedAmount';
