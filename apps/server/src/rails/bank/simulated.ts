import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type {
  BankCredit,
  BankRail,
  BankTransferRequest,
  BankTransferState,
  BankTransferStatus,
} from './types';

/** What tests do with the simulated bank beyond the rail: settle a transfer, receive a credit. */
export interface BankSimulator {
  settle(transferId: string, state: Exclude<BankTransferState, 'pending'>, reason?: string): void;
  receive(credit: Omit<BankCredit, 'creditId' | 'receivedAt'>): BankCredit;
  /** The transfers sent, in order. */
  sent(): readonly (BankTransferRequest & { transferId: string })[];
}

/**
 * A bank kept in this process's memory: transfers wait as `pending` until settled, credits arrive
 * when received. Nothing of it survives a restart; the fiat account brings one kept in the database.
 */
export class SimulatedBank implements BankRail, BankSimulator {
  readonly kind = 'simulated';
  private readonly transfers: (BankTransferRequest & { transferId: string; status: BankTransferStatus })[] =
    [];
  private readonly received: BankCredit[] = [];

  constructor(private readonly clock: Clock) {}

  async send(req: BankTransferRequest) {
    if (req.amount <= 0n) throw new Error('a bank transfer of nothing');
    const known = this.transfers.find((t) => t.reference === req.reference);
    if (known) return { transferId: known.transferId };
    const transferId = randomUUID();
    const status: BankTransferStatus = {
      transferId,
      reference: req.reference,
      state: 'pending',
      reason: null,
    };
    this.transfers.push({ ...req, transferId, status });
    return { transferId };
  }

  async status(transferId: string) {
    const t = this.transfers.find((x) => x.transferId === transferId);
    return t ? { ...t.status } : null;
  }

  async credits(cursor: string | null, limit: number) {
    const from = cursor === null ? 0 : Number(cursor);
    const credits = this.received.slice(from, from + limit);
    return { credits, cursor: credits.length ? String(from + credits.length) : cursor };
  }

  settle(transferId: string, state: Exclude<BankTransferState, 'pending'>, reason?: string) {
    const t = this.transfers.find((x) => x.transferId === transferId);
    if (!t) throw new Error(`unknown bank transfer ${transferId}`);
    if (t.status.state !== 'pending')
      throw new Error(`bank transfer ${transferId} is already ${t.status.state}`);
    t.status = { ...t.status, state, reason: state === 'failed' ? (reason ?? 'refused by the bank') : null };
  }

  receive(credit: Omit<BankCredit, 'creditId' | 'receivedAt'>): BankCredit {
    const full: BankCredit = { ...credit, creditId: randomUUID(), receivedAt: this.clock.now() };
    this.received.push(full);
    return full;
  }

  sent() {
    return this.transfers.map(({ status: _status, ...t }) => t);
  }
}
