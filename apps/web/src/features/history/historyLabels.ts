import type { HistoryBalance, HistoryRow } from '@mc/contract';
import type { TFunction } from 'i18next';

/** A row's type for people ("收款到账", "Crypto remittance"). */
export const historyTypeLabel = (t: TFunction, type: HistoryRow['type']): string => t(`history.type.${type}`);

/**
 * The balance a row moved for people: 可用 / 待结算 / 冻结 (Available / Settlement / Frozen), the
 * names the balance cards give them.
 */
export const historyBalanceLabel = (t: TFunction, balance: HistoryBalance): string => t(`bucket.${balance}`);
