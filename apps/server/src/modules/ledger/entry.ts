import type { HistoryFacts } from '../history';
import type { AccountRef } from './accounts';

/** What a journal entry is made of: its lines (one per account it moves) and what names it. */
export interface Line {
  account: AccountRef;
  asset: string;
  /** Signed minor units: positive credits the account's balance, negative debits it. */
  amount: bigint;
}

export interface EntryInput {
  kind: string;
  refType: string;
  refId: string;
  merchantId?: string | null;
  memo?: string;
  at: Date;
  lines: Line[];
  /** What the history shows of it: required when the entry moves a merchant's available, settlement or frozen money. */
  history?: HistoryFacts;
}
