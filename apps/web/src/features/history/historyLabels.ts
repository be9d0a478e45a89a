import { type HistoryBalance, type HistoryRow, journalEntryKinds } from '@mc/contract';
import type { TFunction } from 'i18next';

/** A row's type for people ("收款到账", "Crypto remittance"). */
export const historyTypeLabel = (t: TFunction, type: HistoryRow['type']): string => t(`history.type.${type}`);

/**
 * The balance a row moved for people: 可用 / 待结算 / 冻结 (Available / Settlement / Frozen), the
 * names the balance cards give them.
 */
export const historyBalanceLabel = (t: TFunction, balance: HistoryBalance): string => t(`bucket.${balance}`);

const isEntryKind = (kind: string) => journalEntryKinds.some((k) => k === kind);

/**
 * A journal entry's kind for people ("银行转账完成", "Bank transfer completed"); a kind the console
 * does not know yet reads as words, never as its raw name.
 */
export const entryKindLabel = (t: TFunction, kind: string): string =>
  isEntryKind(kind)
    ? t(`history.entryKind.${kind}`)
    : kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
