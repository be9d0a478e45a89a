import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type {
  BankCredit,
  BankRail,
  BankTransferRequest,
  BankTransferState,
  BankTransferStatus,
} from './types';

/** What operators and tests do with the simulated bank beyond the rail: settle a transfer, receive a credit. */
export interface BankSimulator {
  /** Settles a pending transfer in the caller's transaction; false when it was not pending. */
  settle(
    q: Queryable,
    transferId: string,
    state: Exclude<BankTransferState, 'pending'>,
    reason?: string,
  ): Promise<boolean>;
  receive(credit: Omit<BankCredit, 'creditId' | 'receivedAt'>): Promise<BankCredit>;
  /** The transfers sent, in order. */
  sent(): Promise<(BankTransferRequest & { transferId: string })[]>;
}

interface TransferRow {
  id: string;
  reference: string;
  currency: string;
  amount: bigint;
  holder: string;
  account_number: string;
  bank_name: string;
  swift_code: string;
  country: string;
  state: BankTransferState;
  reason: string | null;
  [key: string]: unknown;
}

interface CreditRow {
  seq: bigint;
  id: string;
  reference: string;
  currency: string;
  amount: bigint;
  holder: string;
  account_number: string;
  received_at: Date;
  [key: string]: unknown;
}

const statusOf = (t: TransferRow): BankTransferStatus => ({
  transferId: t.id,
  reference: t.reference,
  state: t.state,
  reason: t.reason,
});

/**
 * A bank kept in the database (`sim_bank_transfers`, `sim_bank_credits`), so that several instances
 * and restarts agree: a transfer waits as `pending` until settled (by an operator, a test, or by
 * itself `completeAfterSeconds` after it was sent when that is above 0), credits arrive when received.
 */
export class SimulatedBank implements BankRail, BankSimulator {
  readonly kind = 'simulated';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly completeAfterSeconds = 0,
  ) {}

  async send(req: BankTransferRequest) {
    if (req.amount <= 0n) throw new Error('a bank transfer of nothing');
    await this.db.query(
      `INSERT INTO sim_bank_transfers (id, reference, currency, amount, holder, account_number, bank_name,
         swift_code, country, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (reference) DO NOTHING`,
      [
        randomUUID(),
        req.reference,
        req.currency,
        req.amount,
        req.to.holder,
        req.to.accountNumber,
        req.to.bankName,
        req.to.swiftCode,
        req.to.country,
        this.clock.now(),
      ],
    );
    const [row] = await this.db.query<{ id: string }>(
      'SELECT id FROM sim_bank_transfers WHERE reference = $1',
      [req.reference],
    );
    return { transferId: row!.id };
  }

  async status(transferId: string) {
    const now = this.clock.now();
    if (this.completeAfterSeconds > 0) {
      await this.db.query(
        `UPDATE sim_bank_transfers SET state = 'completed', settled_at = $2
         WHERE id = $1 AND state = 'pending' AND created_at <= $3`,
        [transferId, now, new Date(now.getTime() - this.completeAfterSeconds * 1000)],
      );
    }
    const [row] = await this.db.query<TransferRow>('SELECT * FROM sim_bank_transfers WHERE id = $1', [
      transferId,
    ]);
    return row ? statusOf(row) : null;
  }

  async credits(cursor: string | null, limit: number) {
    const rows = await this.db.query<CreditRow>(
      'SELECT * FROM sim_bank_credits WHERE seq > $1 ORDER BY seq LIMIT $2',
      [cursor === null ? 0 : BigInt(cursor), limit],
    );
    const credits = rows.map(
      (r): BankCredit => ({
        creditId: r.id,
        reference: r.reference,
        currency: r.currency,
        amount: r.amount,
        from: { holder: r.holder, accountNumber: r.account_number },
        receivedAt: r.received_at,
      }),
    );
    return { credits, cursor: rows.length ? String(rows[rows.length - 1]!.seq) : cursor };
  }

  async settle(
    q: Queryable,
    transferId: string,
    state: Exclude<BankTransferState, 'pending'>,
    reason?: string,
  ) {
    const rows = await q.query(
      `UPDATE sim_bank_transfers SET state = $2, reason = $3, settled_at = $4
       WHERE id = $1 AND state = 'pending' RETURNING id`,
      [transferId, state, state === 'failed' ? (reason ?? 'refused by the bank') : null, this.clock.now()],
    );
    return rows.length > 0;
  }

  async receive(credit: Omit<BankCredit, 'creditId' | 'receivedAt'>): Promise<BankCredit> {
    const full: BankCredit = { ...credit, creditId: randomUUID(), receivedAt: this.clock.now() };
    await this.db.query(
      `INSERT INTO sim_bank_credits (id, reference, currency, amount, holder, account_number, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        full.creditId,
        full.reference,
        full.currency,
        full.amount,
        full.from.holder,
        full.from.accountNumber,
        full.receivedAt,
      ],
    );
    return full;
  }

  async sent() {
    const rows = await this.db.query<TransferRow>('SELECT * FROM sim_bank_transfers ORDER BY created_at, id');
    return rows.map((r) => ({
      transferId: r.id,
      reference: r.reference,
      currency: r.currency,
      amount: r.amount,
      to: {
        holder: r.holder,
        accountNumber: r.account_number,
        bankName: r.bank_name,
        swiftCode: r.swift_code,
        country: r.country,
      },
    }));
  }
}
