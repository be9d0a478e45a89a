import type { InboundKind } from './xml-read';

/** A file as stored (`bank_files`). */
export interface BankFileRow {
  id: string;
  direction: 'out' | 'in';
  kind: 'pain.001' | InboundKind;
  state: 'written' | 'imported' | 'refused';
  name: string;
  message_id: string | null;
  account: string | null;
  currency: string | null;
  entries: number;
  total: bigint | null;
  size: number;
  error: string | null;
  created_by: string | null;
  created_at: Date;
  [key: string]: unknown;
}

/** A transfer gathered into a pain.001, or an entry read from a pain.002 or a statement, as one list. */
export interface BankFileItem {
  id: string;
  kind: 'transfer' | 'status' | 'credit' | 'debit';
  /** sent | accepted | rejected | booked (transfers); accepted | rejected | matched | unmatched | received | repeated. */
  state: string;
  end_to_end_id: string | null;
  reference: string | null;
  amount: bigint | null;
  currency: string | null;
  counterparty: string | null;
  booked_on: string | null;
  reason_code: string | null;
  reason: string | null;
  miss: string | null;
  /** The transfer's reference (`payout:<id>`) for transfers, statuses and matched debits. */
  transfer_reference: string | null;
  [key: string]: unknown;
}

/** Where the platform is paid to and pays from, per currency (the fiat account's bank accounts). */
export interface PlatformBankAccount {
  currency: string;
  decimals: number;
  holder: string;
  accountNumber: string;
  swiftCode: string;
}

/** The files part of a bank rail of files: what operators, the schedule and the inbox do with it. */
export interface BankFiles {
  /** Gathers the transfers waiting into pain.001 files (one per currency), written to the outbox. */
  generate(by: string | null): Promise<BankFileRow[]>;
  /** Reads a file the bank sent; the same message again answers the file already read. */
  importFile(name: string, bytes: Buffer, by: string | null): Promise<BankFileRow>;
  /** Imports what the bank's connector dropped in the inbox; how many files were read. */
  scanInbox(): Promise<number>;
  list(q: {
    direction?: string | undefined;
    kind?: string | undefined;
    limit: number;
    before: [Date, string] | null;
  }): Promise<BankFileRow[]>;
  get(id: string): Promise<BankFileRow | null>;
  items(fileId: string, limit: number): Promise<BankFileItem[]>;
  content(id: string): Promise<{ name: string; xml: string } | null>;
  /** Per file: entries matched and left for an operator, credits counted apart (the fiat module matches those). */
  counts(fileIds: string[]): Promise<Map<string, { matched: number; unmatched: number }>>;
  readonly maxBytes: number;
}
