import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ManualClock } from '../../platform/clock';
import { createTestDb } from '../../testing/test-db';
import { SimulatedBank } from './simulated';
import type { BankTransferRequest } from './types';

const transfer = (reference: string, amount = 12_345n): BankTransferRequest => ({
  reference,
  currency: 'USD',
  amount,
  to: {
    holder: 'Acme Ltd',
    accountNumber: '6222020200112233',
    bankName: 'ICBC',
    swiftCode: 'ICBKCNBJ',
    country: 'CN',
  },
});

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('simulated bank rail (kept in the database)', () => {
  it('sends a transfer once per reference, seen by another instance; pending until settled', async () => {
    const clock = new ManualClock(0);
    const bank = new SimulatedBank(db, clock);
    const other = new SimulatedBank(db, clock);
    const first = await bank.send(transfer('payout:1'));
    const again = await other.send(transfer('payout:1'));
    expect(again.transferId).toBe(first.transferId);
    expect((await bank.sent()).filter((t) => t.reference === 'payout:1')).toHaveLength(1);
    expect(await other.status(first.transferId)).toEqual({
      transferId: first.transferId,
      reference: 'payout:1',
      state: 'pending',
      reason: null,
    });
    expect(await bank.settle(db, first.transferId, 'completed')).toBe(true);
    expect((await other.status(first.transferId))?.state).toBe('completed');
    expect(await bank.settle(db, first.transferId, 'failed')).toBe(false);
  });

  it('answers a failed transfer with its reason, an unknown one with null, and refuses nothing to send', async () => {
    const bank = new SimulatedBank(db, new ManualClock(0));
    const { transferId } = await bank.send(transfer('payout:2'));
    await bank.settle(db, transferId, 'failed', 'account closed');
    expect(await bank.status(transferId)).toMatchObject({ state: 'failed', reason: 'account closed' });
    expect(await bank.status('00000000-0000-4000-8000-000000000000')).toBeNull();
    await expect(bank.send(transfer('payout:3', 0n))).rejects.toThrow('nothing');
  });

  it('completes a transfer by itself after the configured delay', async () => {
    const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
    const bank = new SimulatedBank(db, clock, 10);
    const { transferId } = await bank.send(transfer('payout:4'));
    clock.advance(9_000);
    expect((await bank.status(transferId))?.state).toBe('pending');
    clock.advance(1_000);
    expect((await bank.status(transferId))?.state).toBe('completed');
  });

  it('reads incoming credits after a cursor, oldest first', async () => {
    const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
    const bank = new SimulatedBank(db, clock);
    const from = { holder: 'Acme Ltd', accountNumber: '6222020200112233' };
    await bank.receive({ reference: 'TOPUP-A', currency: 'USD', amount: 100n, from });
    await bank.receive({ reference: 'TOPUP-B', currency: 'USD', amount: 200n, from });
    const page = await bank.credits(null, 1);
    expect(page.credits.map((c) => c.reference)).toEqual(['TOPUP-A']);
    expect(page.credits[0]?.receivedAt).toEqual(new Date('2026-11-02T08:00:00Z'));
    const next = await bank.credits(page.cursor, 10);
    expect(next.credits.map((c) => c.reference)).toEqual(['TOPUP-B']);
    expect(await bank.credits(next.cursor, 10)).toEqual({ credits: [], cursor: next.cursor });
  });
});
