/** The bank account at the other end of a transfer. */
export interface BankCounterparty {
  holder: string;
  accountNumber: string;
  bankName: string;
  swiftCode: string;
  country: string;
}

export interface BankTransferRequest {
  /** Our reference (e.g. "payout:<id>"): the same reference is sent only once. */
  reference: string;
  currency: string;
  /** Minor units of the currency. */
  amount: bigint;
  to: BankCounterparty;
}

export type BankTransferState = 'pending' | 'completed' | 'failed';

export interface BankTransferStatus {
  transferId: string;
  reference: string;
  state: BankTransferState;
  /** Why the bank failed it; null otherwise. */
  reason: string | null;
}

/** Money that arrived in the platform's account (a merchant's top-up names its reference). */
export interface BankCredit {
  creditId: string;
  /** What the payer wrote as the payment reference. */
  reference: string;
  currency: string;
  amount: bigint;
  from: Pick<BankCounterparty, 'holder' | 'accountNumber'>;
  receivedAt: Date;
  /** The file it was read from, for a rail of files. */
  sourceId?: string;
}

/**
 * What the platform needs of a bank: send a transfer out of its account, follow that transfer, and
 * read the credits that came in (top-ups). Implementations: `simulated` and, later, a bank's API.
 */
export interface BankRail {
  readonly kind: string;
  /** Sends a transfer; idempotent by reference (the same reference answers the same transfer). */
  send(req: BankTransferRequest): Promise<{ transferId: string }>;
  /** Where a transfer stands; null when the bank does not know it. */
  status(transferId: string): Promise<BankTransferStatus | null>;
  /** Credits received after `cursor`, oldest first, and the cursor to continue from. */
  credits(cursor: string | null, limit: number): Promise<{ credits: BankCredit[]; cursor: string | null }>;
}
