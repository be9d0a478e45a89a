import type { Queryable } from '../../db/client';
import type { InsertRow } from '../../platform/money-route';
import type { BankTransferRequest } from '../../rails/bank/types';
import type { BankTransferPlan } from './bank-transfer-plan';
import type { NewPayout } from './repo';

/** A bank transfer's send as stored (`bank_sends`). */
export interface BankSendRow {
  payout_id: string;
  merchant_id: string;
  currency: string;
  amount: bigint;
  reference: string;
  account_name: string;
  bank_name: string;
  account_number: string;
  swift_code: string;
  country: string;
  status: 'waiting' | 'queued' | 'sent' | 'completed' | 'failed' | 'cancelled';
  transfer_id: string | null;
  [key: string]: unknown;
}

/** The bank's reference of a payout's transfer: the same payout is sent once. */
export const bankReference = (payoutId: string) => `payout:${payoutId}`;

/** What the rail is asked to send for a queued row. */
export const transferRequest = (s: BankSendRow): BankTransferRequest => ({
  reference: s.reference,
  currency: s.currency,
  amount: s.amount,
  to: {
    holder: s.account_name,
    accountNumber: s.account_number,
    bankName: s.bank_name,
    swiftCode: s.swift_code,
    country: s.country,
  },
});

export const bankSendRepo = {
  /** The send of a new bank transfer, inserted with the payout: queued, or waiting for its approval. */
  newRow(p: NewPayout, plan: BankTransferPlan, waiting: boolean): InsertRow {
    return {
      table: 'bank_sends',
      columns: {
        payout_id: [p.id, 'uuid'],
        merchant_id: [p.merchant_id, 'uuid'],
        currency: [p.asset, 'text'],
        amount: [p.amount, 'bigint'],
        reference: [bankReference(p.id), 'text'],
        bank_account_id: [plan.account.id, 'uuid'],
        account_name: [plan.account.account_name, 'text'],
        bank_name: [plan.account.bank_name, 'text'],
        account_number: [plan.account.account_number, 'text'],
        swift_code: [plan.account.swift_code, 'text'],
        country: [plan.account.country, 'text'],
        status: [waiting ? 'waiting' : 'queued', 'text'],
        created_at: [p.created_at, 'timestamptz'],
      },
    };
  },

  /** An approved payout's send joins the queue; a rejected one's is cancelled. */
  async decide(q: Queryable, payoutId: string, approved: boolean): Promise<void> {
    await q.query(`UPDATE bank_sends SET status = $2 WHERE payout_id = $1 AND status = 'waiting'`, [
      payoutId,
      approved ? 'queued' : 'cancelled',
    ]);
  },

  /** Sends in one status, oldest first. */
  async open(q: Queryable, status: 'queued' | 'sent', limit: number): Promise<BankSendRow[]> {
    return q.query<BankSendRow>(
      `SELECT * FROM bank_sends WHERE status = $1 ORDER BY created_at, payout_id LIMIT $2`,
      [status, limit],
    );
  },

  /** Locks a send still in `status`; a send another worker holds is skipped (undefined). */
  async claim(
    q: Queryable,
    payoutId: string,
    status: BankSendRow['status'],
  ): Promise<BankSendRow | undefined> {
    const [row] = await q.query<BankSendRow>(
      'SELECT * FROM bank_sends WHERE payout_id = $1 AND status = $2 FOR UPDATE SKIP LOCKED',
      [payoutId, status],
    );
    return row;
  },

  async get(q: Queryable, payoutId: string, lock = false): Promise<BankSendRow | undefined> {
    const [row] = await q.query<BankSendRow>(
      `SELECT * FROM bank_sends WHERE payout_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [payoutId],
    );
    return row;
  },

  async sent(q: Queryable, payoutId: string, transferId: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE bank_sends SET status = 'sent', transfer_id = $2, sent_at = $3 WHERE payout_id = $1`,
      [payoutId, transferId, at],
    );
  },

  async settled(
    q: Queryable,
    payoutId: string,
    status: 'completed' | 'failed',
    failure: string | null,
    at: Date,
  ): Promise<void> {
    await q.query('UPDATE bank_sends SET status = $2, failure = $3, settled_at = $4 WHERE payout_id = $1', [
      payoutId,
      status,
      failure,
      at,
    ]);
  },
};
