import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import type { BankSimulator } from '../../rails/bank/simulated';
import type { BankRail } from '../../rails/bank/types';
import { recordAudit } from '../ops';
import { type BankSendRow, bankSendRepo, transferRequest } from './bank-sends';
import { payoutBookings } from './bookings';
import type { PayoutContext } from './context';
import { payoutRepo } from './repo';

/** The bank rail the payouts module sends through, and its simulator when it is the simulated one. */
export interface BankRails {
  bank: BankRail;
  bankSimulator: BankSimulator | null;
}

/** A bank transfer the bank settled: completed (frozen captured, fee earned) or failed (released). */
export async function settleBankTransfer(
  tx: Queryable,
  payoutId: string,
  outcome: { state: 'completed' | 'failed'; reason: string | null },
  at: Date,
) {
  const row = (await payoutRepo.get(tx, payoutId, { lock: true }))!;
  if (row.status !== 'processing') return;
  await bankSendRepo.settled(tx, payoutId, outcome.state, outcome.reason, at);
  if (outcome.state === 'completed') {
    await payoutBookings.transferred(tx, { ...row, status: 'completed' }, at);
    await payoutRepo.update(tx, payoutId, at, { status: 'completed', completed_at: at });
  } else {
    await payoutBookings.release(tx, { ...row, status: 'failed' }, at);
    await payoutRepo.update(tx, payoutId, at, {
      status: 'failed',
      failure_reason: outcome.reason ?? 'refused by the bank',
      completed_at: at,
    });
  }
}

/**
 * The bank transfers' background work: queued sends go to the bank (idempotent by reference
 * `payout:<id>`, so a restart between hold and send, or after the bank took it, sends once), then
 * are followed until the bank completes or fails them. Rows are claimed with `FOR UPDATE SKIP
 * LOCKED`: several instances share the work. An operator settles a transfer of the simulated bank.
 */
export function bankSender(ctx: PayoutContext, rails: BankRails) {
  const { db, clock } = ctx.deps;

  async function send(): Promise<number> {
    const queued = await bankSendRepo.open(db, 'queued', 50);
    for (const s of queued) {
      const { transferId } = await rails.bank.send(transferRequest(s));
      await db.transaction(async (tx) => {
        if (await bankSendRepo.claim(tx, s.payout_id, 'queued')) {
          await bankSendRepo.sent(tx, s.payout_id, transferId, clock.now());
        }
      });
    }
    return queued.length;
  }

  async function follow(): Promise<number> {
    const sent = await bankSendRepo.open(db, 'sent', 100);
    let done = 0;
    for (const s of sent) {
      const status = await rails.bank.status(s.transfer_id!);
      if (!status || status.state === 'pending') continue;
      const outcome = { state: status.state, reason: status.reason };
      await db.transaction(async (tx) => {
        if (!(await bankSendRepo.claim(tx, s.payout_id, 'sent'))) return;
        await settleBankTransfer(tx, s.payout_id, outcome, clock.now());
        done++;
      });
    }
    return done;
  }

  /** Every step once: what tests call, and the job's run. */
  async function tick() {
    await send();
    await follow();
  }

  /** An operator's outcome of a transfer on the simulated bank, booked at once and audited. */
  async function mark(
    tx: Queryable,
    op: OperatorPrincipal,
    payoutId: string,
    outcome: { outcome: 'completed' | 'failed'; reason?: string | undefined },
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ) {
    if (!rails.bankSimulator) throw fail.conflict('bank_rail_not_simulated');
    const row = await payoutRepo.get(tx, payoutId, { lock: true });
    if (row?.kind !== 'bank_transfer') throw fail.notFound();
    if (row.status !== 'processing') throw fail.conflict('bank_transfer_not_processing');
    const s: BankSendRow | undefined = await bankSendRepo.get(tx, payoutId, true);
    if (s?.status !== 'sent' || !s.transfer_id) throw fail.conflict('bank_transfer_not_sent');
    const reason = outcome.outcome === 'failed' ? (outcome.reason ?? null) : null;
    const at = clock.now();
    await rails.bankSimulator.settle(tx, s.transfer_id, outcome.outcome, reason ?? undefined);
    await settleBankTransfer(tx, payoutId, { state: outcome.outcome, reason }, at);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: outcome.outcome === 'completed' ? 'bank_transfer_completed' : 'bank_transfer_failed',
      target: { type: 'payout', id: payoutId },
      detail: { merchant_id: row.merchant_id, reference: s.reference, ...(reason ? { reason } : {}) },
      ctx: request,
      at,
    });
  }

  const every = ctx.deps.config.WATCHER_INTERVAL_MS;
  return { send, follow, tick, mark, jobs: [{ name: 'bank-transfers', intervalMs: every, run: tick }] };
}

export type BankSender = ReturnType<typeof bankSender>;
